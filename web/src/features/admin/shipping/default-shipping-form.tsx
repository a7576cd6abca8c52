import { Button, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../shared/load-failed';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { DeliveryDaysFields } from './delivery-days-fields';
import { useGetShippingDefaultQuery, useSaveShippingDefaultMutation, type DefaultShippingInput } from './shipping-api';

/** As Ant Design holds them: an emptied number field is null. */
interface DefaultShippingValues {
  default_shipping_cost?: number | null;
  default_shipping_threshold?: number | null;
  default_delivery_days_min?: number | null;
  default_delivery_days_max?: number | null;
}

/** What EU countries without their own config pay; its threshold is also the home banner's amount. */
export function DefaultShippingForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<DefaultShippingValues>();
  const { data, isError, refetch } = useGetShippingDefaultQuery();
  const [save, { isLoading }] = useSaveShippingDefaultMutation();

  const submit = async (values: DefaultShippingValues) => {
    // The cost is required below; an empty threshold means no free shipping, as for a country.
    const input: DefaultShippingInput = {
      default_shipping_cost: values.default_shipping_cost ?? 0,
      default_shipping_threshold: values.default_shipping_threshold ?? 0,
      // Required below, so both are there.
      default_delivery_days_min: values.default_delivery_days_min ?? undefined,
      default_delivery_days_max: values.default_delivery_days_max ?? undefined,
    };
    try {
      await save(input).unwrap();
      notify.success(t('admin.shipping.defaultSaved'));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) notify.error(error, 'admin.shipping.defaultSaveFailed');
    }
  };

  if (isError && !data) return <LoadFailed message={t('admin.shipping.defaultLoadFailed')} onRetry={() => void refetch()} />;
  if (!data) return null;
  return (
    <Card title={t('admin.shipping.defaultTitle')} size="small" style={{ marginBottom: 16 }}>
      <Typography.Paragraph>{t('admin.shipping.defaultIntro')}</Typography.Paragraph>
      <Form<DefaultShippingValues>
        form={form}
        layout="vertical"
        initialValues={{
          default_shipping_cost: data.default_shipping_cost,
          default_shipping_threshold: data.default_shipping_threshold,
          default_delivery_days_min: data.default_delivery_days_min,
          default_delivery_days_max: data.default_delivery_days_max,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="default_shipping_cost"
          label={t('admin.shipping.defaultCost')}
          rules={[{ required: true, message: t('admin.shipping.costInvalid') }]}
        >
          <InputNumber min={0} max={100_000} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="default_shipping_threshold" label={t('admin.shipping.defaultThreshold')} extra={t('admin.shipping.thresholdHint')}>
          <InputNumber min={0} max={1_000_000} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <DeliveryDaysFields names={['default_delivery_days_min', 'default_delivery_days_max']} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.shipping.defaultSave')}
        </Button>
      </Form>
    </Card>
  );
}
