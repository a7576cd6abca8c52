import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { api } from '../../../shared/api/api';
import { failedWith } from '../../../shared/api/api-errors';
import { SESSION_ENDED_LOGIN, storeAdminSession } from '../../../shared/api/admin-session';
import styles from '../admin.module.css';
import { AdminLanguageSelect } from '../shared/admin-language-select';
import { useNotify } from '../shared/use-notify';
import { useAdminLoginMutation, type AdminCredentials } from './auth-api';
import { loginSuccessState } from './login-notice';

/** /login: username and password, both required. */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminCredentials>();
  const [login, { isLoading }] = useAdminLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  // Seconds to wait after too many attempts: shown on the page, not only in a 2.5 s notice.
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  // Sent here because the session ended (the refresh was refused): say so, rather than a bare sign-in.
  const [searchParams] = useSearchParams();
  const sessionEnded = searchParams.get(SESSION_ENDED_LOGIN.param) === SESSION_ENDED_LOGIN.value;

  async function signIn(credentials: AdminCredentials) {
    setRetryAfter(null);
    const result = await login(credentials);
    if ('data' in result && result.data) {
      storeAdminSession(result.data);
      // Nothing cached for a previous admin may show to this one.
      dispatch(api.util.resetApiState());
      navigate('/admin', { state: loginSuccessState });
      return;
    }
    form.setFieldValue('password', '');
    const limited = failedWith(result.error, API_ERRORS.tooManyRequests);
    if (limited) {
      setRetryAfter(limited.retry_after || 60);
      return;
    }
    notify.error(result.error, 'admin.login.failed', { [API_ERRORS.invalidCredentials.code]: 'admin.login.invalidCredentials' });
  }

  return (
    <main className={styles.screen}>
      <Card className={styles.card}>
        <div className={styles.language}>
          <AdminLanguageSelect />
        </div>
        <h1 className={styles.title}>{t('login.title')}</h1>
        {sessionEnded && retryAfter === null && (
          <Alert className={styles.alert} type="info" showIcon title={t('admin.login.sessionEnded')} role="status" />
        )}
        {retryAfter !== null && (
          <Alert className={styles.alert} type="error" showIcon title={t('admin.login.tooManyAttempts', { seconds: retryAfter })} />
        )}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={signIn} disabled={isLoading}>
          <Form.Item
            name="username"
            label={t('admin.login.username')}
            rules={[{ required: true, whitespace: true, message: t('admin.login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('admin.login.password')}
            rules={[{ required: true, message: t('admin.login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('admin.login.submit')}
          </Button>
        </Form>
        <p className={styles.backLink}>
          <Link to="/">{t('login.backToShop')}</Link>
        </p>
      </Card>
    </main>
  );
}
