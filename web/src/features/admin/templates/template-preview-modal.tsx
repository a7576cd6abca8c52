import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { textDirection } from '../../../shared/i18n/languages';
import { templateSegments } from './template-text';
import type { EmailTemplate } from './templates-api';
import { templateDisplayName } from './template-names';
import styles from './templates.module.css';

/** Text with its placeholders marked, as they stand until the admin fills them in when sending. */
function MarkedText({ text }: { text: string }) {
  return templateSegments(text).map((segment, index) =>
    segment.kind === 'placeholder' ? (
      <mark key={index} className={styles.placeholder}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

function MailPreview({ template, language }: { template: EmailTemplate; language: Language }) {
  const { t } = useTranslation();
  const dir = textDirection(language);
  return (
    <section aria-labelledby={`preview-${language}`}>
      <h3 id={`preview-${language}`} className={styles.languageTitle}>
        {t(`admin.templates.language.${language}`)}
      </h3>
      {/* Arabic mails are right-to-left: the preview is too. */}
      <div className={styles.mail} dir={dir} lang={language}>
        <p className={styles.mailSubject}>
          <MarkedText text={template[`subject_${language}`]} />
        </p>
        <div className={styles.mailBody}>
          <MarkedText text={template[`body_${language}`]} />
        </div>
      </div>
    </section>
  );
}

/** The read-only view of a template: its three language versions one below the other. */
export function TemplatePreviewModal({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('admin.templates.previewTitle', { name: templateDisplayName(template.name, t) })}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>{t('admin.templates.close')}</Button>}
    >
      <div className={styles.languages}>
        {LANGUAGES.map((language) => (
          <MailPreview key={language} template={template} language={language} />
        ))}
      </div>
    </Modal>
  );
}
