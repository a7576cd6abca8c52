import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import {
  LEGAL_TEXT_KINDS,
  LEGAL_TEXT_PATHS,
  LEGAL_TEXT_PLACEHOLDERS,
  MAX_LEGAL_TEXT_LENGTH,
  type LegalTextKind,
} from '@bookshop/contracts/legal-texts';
import { textDirection } from '../../../shared/i18n/languages';
import { AdminPage } from '../shared/admin-page';
import { formatAdminDateTime } from '../shared/admin-date';
import { languageText } from '../shared/language-text';
import { showServerFieldErrors } from '../shared/server-errors';
import { useNotify } from '../shared/use-notify';
import {
  useGetLegalTextVersionsQuery,
  useGetRenderedLegalTextQuery,
  usePublishLegalTextMutation,
  type LegalTextInput,
  type LegalTextVersion,
} from './legal-texts-api';
import styles from './legal-texts.module.css';

/** One language of a version, as the storefront shows it (rendered by the server). */
function RenderedText({ id, language }: { id: string; language: Language }) {
  const { t } = useTranslation();
  const { data, isError } = useGetRenderedLegalTextQuery({ id, language });
  return (
    <section aria-labelledby={`rendered-${language}`}>
      <h3 id={`rendered-${language}`} className={styles.languageTitle}>
        {t(`admin.legal.language.${language}`)}
      </h3>
      {isError && <Alert type="error" title={t('admin.legal.loadError')} />}
      {!data && !isError && <Skeleton active />}
      {data && (
        <div className={styles.rendered} dir={textDirection(language)} lang={language} dangerouslySetInnerHTML={{ __html: data.html }} />
      )}
    </section>
  );
}

function VersionModal({ version, onClose }: { version: LegalTextVersion; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('admin.legal.versionTitle', { version: version.version })}
      onCancel={onClose}
      width={820}
      footer={<Button onClick={onClose}>{t('admin.legal.close')}</Button>}
    >
      {LANGUAGES.map((language) => (
        <RenderedText key={language} id={version.id} language={language} />
      ))}
    </Modal>
  );
}

/** The form of a text's next version, starting from the one in force. Remounted per kind and version. */
function PublishForm({ kind, current }: { kind: LegalTextKind; current: LegalTextVersion | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LegalTextInput>();
  const [publish, { isLoading }] = usePublishLegalTextMutation();
  const notify = useNotify();

  async function submit(values: LegalTextInput) {
    const result = await publish({ kind, text: values });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, t);
      notify.error(result.error, 'admin.legal.publishFailed', { [API_ERRORS.legalTextChanged.code]: 'admin.legal.changedMeanwhile' });
      return;
    }
    notify.success(t('admin.legal.published', { version: result.data.version }));
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={isLoading}
      initialValues={current && { body_ar: current.body_ar, body_en: current.body_en, body_nl: current.body_nl }}
    >
      {LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={`body_${language}`}
          label={t(`admin.legal.language.${language}`)}
          rules={[
            { required: true, whitespace: true, message: t('admin.legal.bodyRequired') },
            { max: MAX_LEGAL_TEXT_LENGTH, message: t('admin.legal.bodyTooLong') },
          ]}
        >
          <Input.TextArea {...languageText(language)} className={styles.markdown} autoSize={{ minRows: 8, maxRows: 24 }} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('admin.legal.publish')}
      </Button>
    </Form>
  );
}

/** /admin/legal-texts: the terms, withdrawal policy, privacy, shipping and about texts; publish a new version, read older ones. */
export function LegalTextsPage() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<LegalTextKind>('terms');
  const [viewing, setViewing] = useState<LegalTextVersion | null>(null);
  const { data: versions, isLoading, isError, refetch } = useGetLegalTextVersionsQuery(kind, { refetchOnMountOrArgChange: true });
  const current = versions?.[0];

  return (
    <AdminPage title={t('admin.legal.title')}>
      <Segmented<LegalTextKind>
        className={styles.kinds}
        value={kind}
        onChange={setKind}
        options={LEGAL_TEXT_KINDS.map((value) => ({ value, label: t(`admin.legal.kinds.${value}`) }))}
      />
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert type="error" showIcon title={t('admin.legal.loadError')} action={<Button onClick={refetch}>{t('common.retry')}</Button>} />
      )}
      {versions && (
        <div className={styles.columns}>
          <Card title={t('admin.legal.newVersion')}>
            <p className={styles.help}>{t('admin.legal.help')}</p>
            <p className={styles.help}>
              {t('admin.legal.placeholders')}{' '}
              {LEGAL_TEXT_PLACEHOLDERS.map((name) => (
                <code key={name} dir="ltr" className={styles.placeholder}>{`{{${name}}}`}</code>
              ))}
            </p>
            <PublishForm key={`${kind}-${current?.id ?? 'none'}`} kind={kind} current={current} />
          </Card>
          <Card title={t('admin.legal.versions')}>
            <p className={styles.help}>
              <a href={LEGAL_TEXT_PATHS[kind]} target="_blank" rel="noreferrer">
                {t('admin.legal.openInShop')}
              </a>
            </p>
            <List
              dataSource={versions}
              renderItem={(version) => (
                <List.Item
                  actions={[
                    <Button key="view" size="small" onClick={() => setViewing(version)}>
                      {t('admin.legal.read')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        {t('admin.legal.versionTitle', { version: version.version })}{' '}
                        {version.id === current?.id && <Tag>{t('admin.legal.inForce')}</Tag>}
                      </span>
                    }
                    description={t('admin.legal.publishedBy', {
                      date: formatAdminDateTime(version.published_at, i18n.language),
                      who: version.published_by ?? t('admin.legal.shopDefault'),
                    })}
                  />
                </List.Item>
              )}
            />
          </Card>
        </div>
      )}
      {viewing && <VersionModal version={viewing} onClose={() => setViewing(null)} />}
    </AdminPage>
  );
}
