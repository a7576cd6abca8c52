import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { NewPasswordFields, type NewPasswordTexts } from '../shared/new-password-fields';
import { emailRule } from '../shared/email-rule';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useAddAdminMutation, type NewAdmin } from './admins-api';
import styles from './admins.module.css';

type AddAdminValues = NewAdmin & { confirm_password: string };

const NEW_PASSWORD_TEXTS: NewPasswordTexts = {
  label: 'admin.admins.password',
  required: 'admin.admins.passwordRequired',
  confirmLabel: 'admin.admins.confirmPassword',
  confirmRequired: 'admin.admins.confirmRequired',
  mismatch: 'admin.admins.passwordsNotMatch',
};

/** New admin: all four fields required, a valid email, matching passwords of 6 or more. */
export function AddAdminForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddAdminValues>();
  const [addAdmin, { isLoading }] = useAddAdminMutation();
  const notify = useNotify();

  async function add({ username, email, password }: AddAdminValues) {
    const result = await addAdmin({ username: username.trim(), email: email.trim(), password });
    if ('error' in result) {
      const codeFields = { [API_ERRORS.usernameTaken.code]: { name: 'username', key: 'admin.admins.usernameTaken' } };
      if (!showServerFieldErrors(form, result.error, t, codeFields)) notify.error(result.error, 'admin.admins.failedToSave');
      return;
    }
    notify.success(t('admin.admins.added', { username: result.data.username }));
    form.resetFields();
  }

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('admin.admins.addHeading')}</h2>}>
      <Form form={form} layout="vertical" onFinish={add} disabled={isLoading} autoComplete="off">
        <Form.Item
          name="username"
          label={t('admin.admins.username')}
          rules={[{ required: true, whitespace: true, message: t('admin.admins.usernameRequired') }]}
        >
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('admin.admins.email')}
          rules={[
            { required: true, whitespace: true, message: t('admin.admins.emailRequired') },
            emailRule(t('admin.admins.emailInvalid')),
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <NewPasswordFields name="password" texts={NEW_PASSWORD_TEXTS} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.admins.add')}
        </Button>
      </Form>
    </Card>
  );
}
