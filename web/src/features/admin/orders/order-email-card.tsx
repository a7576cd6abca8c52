import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { formatMoney } from '@bookshop/contracts/money';
import { orderPagePath } from '@bookshop/contracts/order-page';
import { languageLabels } from '../../../shared/i18n/languages';
import { useNotify } from '../shared/use-notify';
import { placeholderLabel, templateDisplayName } from '../templates/template-names';
import { useOrderEmailTemplatesQuery, useSendAdminOrderEmailMutation, type AdminOrder } from './admin-orders.api';
import { orderEmailRequest, type OrderEmailValues } from './order-email';

/** What the server puts in a placeholder left blank; told under the input, never as a value-like placeholder. */
function valuesFromOrder(order: AdminOrder, language: Language): Record<string, string> {
  return {
    customer_name: order.customer_name,
    friendly_id: order.friendly_id,
    process_number: order.process_number,
    order_url: new URL(orderPagePath(order.process_number), window.location.origin).href,
    total: formatMoney(order.total_amount, order.currency, language),
  };
}

/**
 * Sends a template email to the customer: a template is required, and
 * each of its placeholders gets an input. Like the status block, success shows no notice; the
 * history records the email once the worker has sent it.
 */
export function OrderEmailCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<OrderEmailValues>();
  const templates = useOrderEmailTemplatesQuery();
  const [sendEmail, { isLoading }] = useSendAdminOrderEmailMutation();
  const templateName = Form.useWatch('template_name', form);
  const placeholders = templates.data?.find((template) => template.name === templateName)?.placeholders ?? [];
  // The total is written as the email's language writes amounts.
  const emailLanguage: Language = Form.useWatch('language', form) ?? order.language;
  const fromOrder = valuesFromOrder(order, emailLanguage);

  const submit = async (values: OrderEmailValues) => {
    try {
      await sendEmail({ id: order.id, email: orderEmailRequest(values) }).unwrap();
      form.setFieldsValue({ variables: {}, custom_message: '' });
    } catch (error) {
      notify.error(error, 'admin.orders.emailForm.failed');
    }
  };

  return (
    <Card title={t('admin.orders.emailForm.title')}>
      {templates.isError && (
        <Alert type="error" showIcon title={t('admin.orders.emailForm.templatesFailed')} style={{ marginBlockEnd: 16 }} />
      )}
      <Form<OrderEmailValues>
        form={form}
        layout="vertical"
        initialValues={{ language: order.language, custom_message: '' }}
        onFinish={submit}
        // A new template has other placeholders: the old values must not travel with it.
        onValuesChange={(changed) => {
          if ('template_name' in changed) form.setFieldValue('variables', {});
        }}
      >
        <Form.Item
          name="template_name"
          label={t('admin.orders.emailForm.template')}
          rules={[{ required: true, message: t('admin.orders.templateRequired') }]}
        >
          <Select
            loading={templates.isLoading}
            placeholder={t('admin.orders.emailForm.chooseTemplate')}
            // Antd's placeholder grey is too faint to read (WCAG contrast).
            styles={{ placeholder: { color: 'var(--color-text-muted)' } }}
            options={(templates.data ?? []).map((template) => ({ value: template.name, label: templateDisplayName(template.name, t) }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('admin.orders.emailForm.language')}>
          <Select options={LANGUAGES.map((language) => ({ value: language, label: languageLabels[language] }))} />
        </Form.Item>
        {placeholders.map((name) => (
          <Form.Item
            key={`${templateName}:${name}`}
            name={['variables', name]}
            label={placeholderLabel(name, t)}
            extra={
              name in fromOrder
                ? // Isolated, so that "€16.45" or a link keeps its order in the Arabic back office (an Arabic name stays right to left).
                  t('admin.orders.emailForm.leaveEmpty', { value: `\u2068${fromOrder[name]}\u2069` })
                : t('admin.orders.emailForm.leaveEmptyUnknown')
            }
          >
            <Input />
          </Form.Item>
        ))}
        <Form.Item
          name="custom_message"
          label={t('admin.orders.emailForm.message')}
          rules={[{ max: 5000, message: t('admin.orders.messageInvalid') }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.orders.emailForm.submit')}
        </Button>
      </Form>
    </Card>
  );
}
