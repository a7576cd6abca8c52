import { Alert, Button, Modal, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { useGetMailQuery, type MailSummary } from './operations-api';
import styles from './operations.module.css';

/**
 * One stored mail. Its HTML goes into a frame with an empty sandbox: no script, form, plugin or
 * navigation of the back office can come from a mail's content, whoever wrote the template.
 */
export function MailViewer({ mail, onClose }: { mail: MailSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useGetMailQuery(mail.id);

  return (
    <Modal open title={mail.subject} onCancel={onClose} width={860} footer={<Button onClick={onClose}>{t('admin.mailbox.close')}</Button>}>
      {isLoading && <Spin />}
      {isError && <Alert type="error" showIcon title={t('admin.mailbox.mailLoadFailed')} />}
      {data && (
        <>
          <dl className={styles.headers}>
            <dt>{t('admin.mailbox.from')}</dt>
            <dd dir="ltr">{data.from}</dd>
            <dt>{t('admin.mailbox.to')}</dt>
            <dd dir="ltr">{data.to}</dd>
            <dt>{t('admin.mailbox.date')}</dt>
            <dd>{formatAdminDateTime(data.date, i18n.language)}</dd>
          </dl>
          <Tabs
            items={[
              {
                key: 'html',
                label: t('admin.mailbox.htmlVersion'),
                children: (
                  <iframe
                    className={styles.mailFrame}
                    title={t('admin.mailbox.frameTitle', { subject: data.subject })}
                    sandbox=""
                    srcDoc={data.html}
                  />
                ),
              },
              { key: 'text', label: t('admin.mailbox.textVersion'), children: <pre className={styles.mailText}>{data.text}</pre> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
