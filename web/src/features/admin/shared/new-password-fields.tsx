import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

/** The screen's own translation keys for the two fields' labels and messages. */
export interface NewPasswordTexts {
  label: string;
  required: string;
  confirmLabel: string;
  confirmRequired: string;
  mismatch: string;
}

/**
 * A new password and its confirmation (6 characters or more, both the
 * same), for the change-password form and the new-admin form. The confirmation is `confirm_password`.
 */
export function NewPasswordFields({ name, texts }: { name: string; texts: NewPasswordTexts }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={t(texts.label)} rules={newPasswordRules(t, texts.required)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={t(texts.confirmLabel)}
        dependencies={[name]}
        rules={confirmPasswordRules(t, name, { required: texts.confirmRequired, mismatch: texts.mismatch })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
