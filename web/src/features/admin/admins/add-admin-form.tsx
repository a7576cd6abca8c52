import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../shared/password-rules';
import { showServerFieldErrors, translatedErrorKey } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useAddAdminMutation, type NewAdmin } from './admins-api';
import styles from './admins.module.css';

type AddAdminValues = NewAdmin & { confirm_password: string };

/** Spec 001 section 5, new admin: all four fields required, a valid email, matching passwords of 6 or more. */
export function AddAdminForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddAdminValues>();
  const [addAdmin, { isLoading }] = useAddAdminMutation();
  const notify = useNotify();

  async function add({ username, email, password }: AddAdminValues) {
    const result = await addAdmin({ username: username.trim(), email: email.trim(), password });
    if ('error' in result) {
      const key = translatedErrorKey(result.error, { username_taken: 'admin.admins.usernameTaken' });
      if (key === 'admin.admins.usernameTaken') form.setFields([{ name: 'username', errors: [t(key)] }]);
      else showServerFieldErrors(form, result.error, t);
      notify.error(key ? undefined : result.error, key ?? 'admin.admins.failedToSave');
      return;
    }
    notify.success(t('admin.admins.added', { username: result.data.username }));
    form.resetFields();
  }

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('admin.admins.addHeading')}</h2>}>
      <Form form={form} layout="vertical" onFinish={add} disabled={isLoading} autoComplete="off">
        <Form.Item name="username" label={t('admin.admins.username')} rules={[{ required: true, whitespace: true, message: t('admin.admins.usernameRequired') }]}>
          <Input autoComplete="off" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('admin.admins.email')}
          rules={[
            { required: true, whitespace: true, message: t('admin.admins.emailRequired') },
            { type: 'email', message: t('admin.admins.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('admin.admins.password')} rules={newPasswordRules(t, 'admin.admins.passwordRequired')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={t('admin.admins.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password', { required: 'admin.admins.confirmRequired', mismatch: 'admin.admins.passwordsNotMatch' })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin.admins.add')}
        </Button>
      </Form>
    </Card>
  );
}
