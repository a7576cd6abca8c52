import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: said instead of an empty list that would look like "there are none", with a retry. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={message} action={<Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>} />;
}
