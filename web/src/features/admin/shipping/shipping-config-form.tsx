import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { euCountry } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import type { ShippingConfig } from '../../../shared/api/types';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useSaveShippingConfigMutation } from './shipping-api';
import { countryChoices, toShippingInput, type ShippingFormValues } from './shipping-rules';

interface Props {
  /** The config being edited; absent when adding. */
  config?: ShippingConfig;
  /** Every existing config, so that their countries cannot be added twice. */
  configs: readonly ShippingConfig[];
  onClose: () => void;
}

/** Add or edit one country's shipping cost and free-shipping threshold. */
export function ShippingConfigForm({ config, configs, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const [form] = Form.useForm<ShippingFormValues>();
  const [save, { isLoading }] = useSaveShippingConfigMutation();
  const editing = config !== undefined;

  const submit = async (values: ShippingFormValues) => {
    const input = toShippingInput(values);
    if (!input) {
      notify.error(undefined, 'admin.shipping.requiredFields');
      return;
    }
    try {
      await save({ id: config?.id, config: input }).unwrap();
      notify.success(t('admin.shipping.saved'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, t);
      notify.error(error, 'admin.shipping.saveFailed', { shipping_exists: 'admin.shipping.countryTaken' });
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
      <Form<ShippingFormValues> form={form} layout="vertical" initialValues={config ?? {}} onFinish={submit}>
        <Form.Item name="country_code" label={t('admin.shipping.country')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('admin.shipping.selectCountry')}
            options={countryChoices(configs, language, editing)}
            disabled={editing}
            virtual={false}
            onChange={pickCountry}
            aria-required
          />
        </Form.Item>
        <Form.Item name="country_name" label={t('admin.shipping.countryName')} required>
          <Input maxLength={100} aria-required autoComplete="off" />
        </Form.Item>
        <Form.Item name="shipping_cost" label={t('admin.shipping.cost')} required>
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} aria-required />
        </Form.Item>
        <Form.Item name="shipping_threshold" label={t('admin.shipping.threshold')} extra={t('admin.shipping.thresholdHint')}>
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
