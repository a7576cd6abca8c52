import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { euCountry } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { DEFAULT_DELIVERY_DAYS } from '@bookshop/contracts/shipping';
import type { ShippingConfig } from '../../../shared/api/types';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { DeliveryDaysFields } from './delivery-days-fields';
import { useSaveShippingConfigMutation } from './shipping-api';
import { countryChoices, toShippingInput, type ShippingFormValues } from './shipping-rules';

interface Props {
  /** The config being edited; absent when adding. */
  config?: ShippingConfig;
  /** Every existing config, so that their countries cannot be added twice. */
  configs: readonly ShippingConfig[];
  onClose: () => void;
}

/** Add or edit one country's shipping cost, free-shipping threshold and delivery time. */
export function ShippingConfigForm({ config, configs, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<ShippingFormValues>();
  const [save, { isLoading }] = useSaveShippingConfigMutation();
  const editing = config !== undefined;

  const submit = async (values: ShippingFormValues) => {
    // The rules below have checked the fields, so an input is there.
    const input = toShippingInput(values);
    if (!input) return;
    try {
      await save({ id: config?.id, config: input }).unwrap();
      notify.success(t('admin.shipping.saved'));
      onClose();
    } catch (error) {
      const codeFields = { shipping_exists: { name: 'country_code', key: 'admin.shipping.countryTaken' } };
      if (!showServerFieldErrors(form, error, t, codeFields)) notify.error(error, 'admin.shipping.saveFailed');
    }
  };

  // The name follows the picked country, in the admin's language; the admin may still change it.
  const pickCountry = (code: string) => form.setFieldValue('country_name', euCountry(code)?.name[language] ?? '');

  return (
    <Modal
      open
      title={t(editing ? 'admin.shipping.editTitle' : 'admin.shipping.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('admin.shipping.save')}
      cancelText={t('admin.shipping.cancel')}
      confirmLoading={isLoading}
    >
      <Form<ShippingFormValues> form={form} layout="vertical" initialValues={config ?? DEFAULT_DELIVERY_DAYS} onFinish={submit}>
        <Form.Item
          name="country_code"
          label={t('admin.shipping.country')}
          rules={[{ required: true, message: t('admin.shipping.countryRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('admin.shipping.selectCountry')}
            // Antd's placeholder grey is too faint to read (WCAG contrast).
            styles={{ placeholder: { color: 'var(--color-text-muted)' } }}
            options={countryChoices(configs, language, editing)}
            disabled={editing}
            virtual={false}
            onChange={pickCountry}
          />
        </Form.Item>
        <Form.Item
          name="country_name"
          label={t('admin.shipping.countryName')}
          rules={[{ required: true, whitespace: true, message: t('admin.shipping.nameRequired') }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="shipping_cost"
          label={t('admin.shipping.cost')}
          rules={[{ required: true, message: t('admin.shipping.costInvalid') }]}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="shipping_threshold" label={t('admin.shipping.threshold')} extra={t('admin.shipping.thresholdHint')}>
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <DeliveryDaysFields names={['delivery_days_min', 'delivery_days_max']} />
      </Form>
    </Modal>
  );
}
