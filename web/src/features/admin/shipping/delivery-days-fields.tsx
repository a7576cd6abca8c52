import { Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_DAYS_LIMITS } from '@bookshop/contracts/shipping';

interface Props {
  /** The form's field names of the shortest and the longest delivery time. */
  names: readonly [string, string];
}

/** Two day counts side by side: how long delivery takes, shortest and longest. */
export function DeliveryDaysFields({ names: [shortest, longest] }: Props) {
  const { t } = useTranslation();
  const required: Rule = { required: true, type: 'integer', message: t('admin.shipping.deliveryDaysInvalid') };
  const notBelowShortest: Rule = ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const from = getFieldValue(shortest) as unknown;
      if (typeof value === 'number' && typeof from === 'number' && value < from) throw new Error(t('admin.shipping.deliveryDaysInvalid'));
    },
  });
  const field = { min: DELIVERY_DAYS_LIMITS.min, max: DELIVERY_DAYS_LIMITS.max, precision: 0, style: { width: '100%' } };
  return (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name={shortest} label={t('admin.shipping.deliveryDaysMin')} rules={[required]} style={{ flex: 1, marginBottom: 8 }}>
          <InputNumber {...field} />
        </Form.Item>
        <Form.Item
          name={longest}
          label={t('admin.shipping.deliveryDaysMax')}
          dependencies={[shortest]}
          rules={[required, notBelowShortest]}
          style={{ flex: 1, marginBottom: 8 }}
        >
          <InputNumber {...field} />
        </Form.Item>
      </div>
      <p className="ant-form-item-extra" style={{ marginTop: 0, marginBottom: 16 }}>
        {t('admin.shipping.deliveryHint')}
      </p>
    </>
  );
}
