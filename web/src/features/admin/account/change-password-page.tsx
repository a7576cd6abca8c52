import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { AdminPage } from '../shared/admin-page';
import { NewPasswordFields, type NewPasswordTexts } from '../shared/new-password-fields';
import { apiErrorOf, showServerFieldErrors, translatedErrorKey } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import { useChangeAdminPasswordMutation, type PasswordChange } from './account-api';
import styles from './account.module.css';

type ChangePasswordValues = PasswordChange & { confirm_password: string };

const NEW_PASSWORD_TEXTS: NewPasswordTexts = {
  label: 'admin.password.new',
  required: 'admin.password.newRequired',
  confirmLabel: 'admin.password.confirm',
  confirmRequired: 'admin.password.confirmRequired',
  mismatch: 'admin.password.passwordsNotMatch',
};

/** /admin/change-password: errors inline, success as a notice. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { isLoading }] = useChangeAdminPasswordMutation();
  const notify = useNotify();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  async function submit({ current_password, new_password }: ChangePasswordValues) {
    setErrorKey(null);
    const result = await changePassword({ current_password, new_password });
    if ('error' in result) {
      const key = translatedErrorKey(result.error, { [API_ERRORS.invalidCurrentPassword.code]: 'admin.password.invalidCurrent' });
      if (key === 'admin.password.invalidCurrent') form.setFields([{ name: 'current_password', value: '', errors: [t(key)] }]);
      else showServerFieldErrors(form, result.error, t);
      // A network failure has no server answer at all: say so rather than "failed to update".
      setErrorKey(key ?? (apiErrorOf(result.error) ? 'admin.password.updateFailed' : 'admin.password.updateError'));
      return;
    }
    form.resetFields();
    notify.success(t('admin.password.updated'));
  }

  return (
    <AdminPage title={t('admin.password.title')} narrow>
      <Card>
        {errorKey && <Alert className={styles.alert} type="error" showIcon title={t(errorKey)} />}
        <Form form={form} layout="vertical" onFinish={submit} disabled={isLoading}>
          <Form.Item
            name="current_password"
            label={t('admin.password.current')}
            rules={[{ required: true, message: t('admin.password.currentRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields name="new_password" texts={NEW_PASSWORD_TEXTS} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('admin.password.submit')}
          </Button>
        </Form>
      </Card>
    </AdminPage>
  );
}
