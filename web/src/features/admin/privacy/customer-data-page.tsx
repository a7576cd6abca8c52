import { useState } from 'react';
import { DeleteOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { AdminPage } from '../shared/admin-page';
import { emailRule } from '../shared/email-rule';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import {
  saveAsJsonFile,
  useErasePersonalDataMutation,
  useExportPersonalDataMutation,
  useLookUpPersonalDataMutation,
  type ErasureOutcome,
  type PersonalData,
} from './privacy-api';
import { PrivacyRequestsCard } from './privacy-requests-card';
import styles from './privacy.module.css';

/**
 * /admin/privacy: staff type an email address and see everything the shop holds for it, download
 * it as a file for the parent, or erase it (typed twice). Every export and erasure is logged below.
 */
export function CustomerDataPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ email: string }>();
  const [lookUp, lookup] = useLookUpPersonalDataMutation();
  const [exportData, exporting] = useExportPersonalDataMutation();
  const [data, setData] = useState<PersonalData | null>(null);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<ErasureOutcome | null>(null);

  async function search({ email }: { email: string }) {
    setErased(null);
    try {
      setData(await lookUp(email.trim()).unwrap());
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) notify.error(error, 'admin.privacy.lookupFailed');
    }
  }

  async function download() {
    if (!data) return;
    try {
      saveAsJsonFile(await exportData(data.email).unwrap());
      notify.success(t('admin.privacy.downloaded'));
    } catch (error) {
      notify.error(error, 'admin.privacy.exportFailed');
    }
  }

  const nothing = data && data.orders.length + data.reviews.length + data.contact_messages.length + data.emails.length === 0;

  return (
    <AdminPage title={t('admin.privacy.title')}>
      <Typography.Paragraph className={styles.intro}>{t('admin.privacy.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={search} className={styles.search} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('admin.privacy.email')}
          rules={[
            { required: true, whitespace: true, message: t('admin.privacy.emailInvalid') },
            emailRule(t('admin.privacy.emailInvalid')),
          ]}
        >
          <Input type="email" dir="ltr" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={lookup.isLoading}>
          {t('admin.privacy.lookUp')}
        </Button>
      </Form>

      {erased && <ErasedNotice outcome={erased} />}

      {data && (
        <section aria-labelledby="privacy-found" className={styles.found}>
          <Typography.Title level={2} id="privacy-found" className={styles.heading}>
            {t('admin.privacy.foundFor')} <bdi dir="ltr">{data.email}</bdi>
          </Typography.Title>
          {nothing ? (
            <Empty description={t('admin.privacy.nothing')} />
          ) : (
            <>
              <Space wrap className={styles.actions}>
                <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={exporting.isLoading}>
                  {t('admin.privacy.download')}
                </Button>
                <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setErasing(true)}>
                  {t('admin.privacy.erase')}
                </Button>
              </Space>
              <FoundData data={data} />
            </>
          )}
        </section>
      )}

      {erasing && data && (
        <EraseDialog
          email={data.email}
          onClose={() => setErasing(false)}
          onErased={(outcome) => {
            setErasing(false);
            setErased(outcome);
            setData(null);
            form.resetFields();
          }}
        />
      )}

      <PrivacyRequestsCard />
    </AdminPage>
  );
}

/** The four kinds of data, each a card with one line per item. */
function FoundData({ data }: { data: PersonalData }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatAdminDateTime(iso, i18n.language);
  return (
    <div className={styles.cards}>
      <Card size="small" title={t('admin.privacy.orders', { count: data.orders.length })}>
        {data.orders.length === 0 && <p className={styles.muted}>{t('admin.privacy.none')}</p>}
        <ul className={styles.lines}>
          {data.orders.map((order) => (
            <li key={order.friendly_id}>
              <strong dir="ltr">{order.friendly_id}</strong> · {t(`admin.orders.status.${order.status}`)} · {date(order.created_at)} ·{' '}
              <span dir="ltr">
                {order.total_amount.toFixed(2)} {order.currency}
              </span>
              {order.customer_name && (
                <div className={styles.muted}>
                  <bdi>{order.customer_name}</bdi> · <bdi dir="ltr">{order.customer_phone}</bdi> ·{' '}
                  <bdi>
                    {order.shipping_address.street_name} {order.shipping_address.building_number}, {order.shipping_address.city}
                  </bdi>
                </div>
              )}
              {order.tax_record_until && <Tag color="purple">{t('admin.privacy.keptUntil', { date: order.tax_record_until })}</Tag>}
              {order.emails_sent.length > 0 && (
                <div className={styles.muted}>
                  {t('admin.privacy.emailsSent', { count: order.emails_sent.length })}:{' '}
                  {order.emails_sent.map((email) => `${email.template_name} (${date(email.sent_at)})`).join(', ')}
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card size="small" title={t('admin.privacy.reviews', { count: data.reviews.length })}>
        {data.reviews.length === 0 && <p className={styles.muted}>{t('admin.privacy.none')}</p>}
        <ul className={styles.lines}>
          {data.reviews.map((review, index) => (
            <li key={index}>
              <bdi>{review.name}</bdi> · {'★'.repeat(review.rating)} · {t(`admin.reviews.status.${review.status}`)} ·{' '}
              {date(review.created_at)}
              <div className={styles.muted}>
                <bdi>{review.review_text}</bdi>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card size="small" title={t('admin.privacy.messages', { count: data.contact_messages.length })}>
        {data.contact_messages.length === 0 && <p className={styles.muted}>{t('admin.privacy.none')}</p>}
        <ul className={styles.lines}>
          {data.contact_messages.map((message, index) => (
            <li key={index}>
              <bdi>{message.subject}</bdi> · {date(message.created_at)}
              <div className={styles.muted}>
                <bdi>{message.message}</bdi>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card size="small" title={t('admin.privacy.mails', { count: data.emails.length })}>
        {data.emails.length === 0 && <p className={styles.muted}>{t('admin.privacy.none')}</p>}
        <ul className={styles.lines}>
          {data.emails.map((mail) => (
            <li key={mail.id}>
              <bdi>{mail.subject}</bdi> · {date(mail.date)}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** Erasing cannot be undone: staff type the address once more, and the dialog says what stays. */
function EraseDialog({ email, onClose, onErased }: { email: string; onClose: () => void; onErased: (outcome: ErasureOutcome) => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ confirm_email: string }>();
  const [erase, erasing] = useErasePersonalDataMutation();
  const typed = Form.useWatch('confirm_email', form) ?? '';
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function confirm({ confirm_email }: { confirm_email: string }) {
    try {
      onErased(await erase({ email, confirm_email: confirm_email.trim() }).unwrap());
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) notify.error(error, 'admin.privacy.eraseFailed');
    }
  }

  return (
    <Modal
      open
      title={t('admin.privacy.eraseTitle')}
      onCancel={onClose}
      okText={t('admin.privacy.eraseConfirm')}
      okButtonProps={{ danger: true, disabled: !matches, loading: erasing.isLoading }}
      cancelText={t('admin.privacy.cancel')}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('admin.privacy.eraseExplain')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={confirm} requiredMark={false}>
        <Form.Item
          name="confirm_email"
          label={
            <span>
              {t('admin.privacy.typeAgain')} <bdi dir="ltr">{email}</bdi>
            </span>
          }
        >
          <Input dir="ltr" autoComplete="off" maxLength={254} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ErasedNotice({ outcome }: { outcome: ErasureOutcome }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      className={styles.found}
      title={t('admin.privacy.erased')}
      description={
        <ul className={styles.lines}>
          <li>{t('admin.privacy.ordersDeleted', { count: outcome.orders_deleted.length })}</li>
          {outcome.orders_anonymised.map((order) => (
            <li key={order.friendly_id}>
              <span dir="ltr">{order.friendly_id}</span>:{' '}
              {order.tax_record_until ? t('admin.privacy.keptUntil', { date: order.tax_record_until }) : t('admin.privacy.anonymised')}
            </li>
          ))}
          <li>{t('admin.privacy.reviewsDeleted', { count: outcome.reviews_deleted })}</li>
          <li>{t('admin.privacy.messagesDeleted', { count: outcome.contact_messages_deleted })}</li>
          <li>{t('admin.privacy.mailsDeleted', { count: outcome.emails_deleted })}</li>
        </ul>
      }
    />
  );
}
