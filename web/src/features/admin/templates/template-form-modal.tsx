import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@bookshop/contracts/languages';
import { languageText, LEFT_TO_RIGHT } from '../shared/language-text';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useSaveEmailTemplateMutation, type EmailTemplate, type EmailTemplateInput } from './templates-api';
import styles from './templates.module.css';

const EMPTY: EmailTemplateInput = { name: '', subject_ar: '', subject_en: '', subject_nl: '', body_ar: '', body_en: '', body_nl: '' };

/**
 * Create (no `template`) or edit. Every field is required; the server's own
 * refusals (a taken name, a placeholder that does not compile) appear under their fields.
 */
export function TemplateFormModal({ template, onClose }: { template?: EmailTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<EmailTemplateInput>();
  const [save, { isLoading }] = useSaveEmailTemplateMutation();
  const initialValues: EmailTemplateInput = template ? { ...EMPTY, ...pickInput(template) } : EMPTY;

  const submit = async (values: EmailTemplateInput) => {
    try {
      await save({ id: template?.id, template: values }).unwrap();
      notify.success(t(template ? 'admin.templates.updated' : 'admin.templates.created'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, t);
      notify.error(error, 'admin.templates.saveFailed');
    }
  };

  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];

  return (
    <Modal
      open
      title={t(template ? 'admin.templates.editTitle' : 'admin.templates.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('admin.templates.save')}
      cancelText={t('admin.templates.cancel')}
      confirmLoading={isLoading}
      width={760}
      mask={{ closable: false }}
    >
      <Alert className={styles.hint} type="info" showIcon title={t('admin.templates.placeholderHint', { example: '{{customer_name}}' })} />
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark>
        <Form.Item
          name="name"
          label={t('admin.templates.name')}
          rules={required('admin.templates.nameRequired')}
          extra={template?.system ? t('admin.templates.systemNameFixed') : undefined}
        >
          <Input {...LEFT_TO_RIGHT} maxLength={100} autoComplete="off" disabled={template?.system} />
        </Form.Item>
        {LANGUAGES.map((language) => (
          <Form.Item
            key={`subject_${language}`}
            name={`subject_${language}`}
            label={t(`admin.templates.subjectIn.${language}`)}
            rules={required('admin.templates.subjectRequired')}
          >
            <Input {...languageText(language)} maxLength={300} autoComplete="off" />
          </Form.Item>
        ))}
        {LANGUAGES.map((language) => (
          <Form.Item
            key={`body_${language}`}
            name={`body_${language}`}
            label={t(`admin.templates.bodyIn.${language}`)}
            rules={required('admin.templates.bodyRequired')}
          >
            <Input.TextArea {...languageText(language)} autoSize={{ minRows: 4, maxRows: 14 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function pickInput({ name, subject_ar, subject_en, subject_nl, body_ar, body_en, body_nl }: EmailTemplate): EmailTemplateInput {
  return { name, subject_ar, subject_en, subject_nl, body_ar, body_en, body_nl };
}
