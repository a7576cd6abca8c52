import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import { useSmallScreen } from './small-screen';
import styles from './pdf-preview-modal.module.css';

interface PdfPreviewModalProps {
  pdfUrl: string;
  title: string;
  onClose: () => void;
}

/**
 * The book's PDF preview: in an embedded frame, or, on a small screen
 * or when the PDF cannot be loaded, links to open it in a new tab or download it.
 */
export function PdfPreviewModal({ pdfUrl, title, onClose }: PdfPreviewModalProps) {
  const { t } = useTranslation();
  const smallScreen = useSmallScreen();
  const [loadFailed, setLoadFailed] = useState(false);

  // A frame gives no sign when its document fails (it shows the browser's error page and still
  // fires "load"), so the file is asked for first; a failure switches to the links.
  useEffect(() => {
    if (smallScreen) return;
    const request = new AbortController();
    fetch(new Request(pdfUrl, { method: 'HEAD', signal: request.signal }))
      .then((response) => {
        if (!response.ok) setLoadFailed(true);
      })
      .catch((error: unknown) => {
        if (!request.signal.aborted) {
          console.error('The PDF preview could not be loaded', error);
          setLoadFailed(true);
        }
      });
    return () => request.abort();
  }, [pdfUrl, smallScreen]);

  const links = (
    <div className={styles.links}>
      <a className={styles.primary} href={pdfUrl} target="_blank" rel="noopener noreferrer" data-autofocus>
        {t('bookDetail.pdf.openInNewTab')}
      </a>
      <a className={styles.secondary} href={pdfUrl} download>
        {t('bookDetail.pdf.download')}
      </a>
    </div>
  );

  const inFrame = !smallScreen && !loadFailed;
  return (
    <Modal title={t('bookDetail.pdf.title', { title })} closeLabel={t('common.close')} onClose={onClose} size={inFrame ? 'wide' : 'normal'}>
      {inFrame ? (
        <div className={styles.framed}>
          <iframe className={styles.frame} src={pdfUrl} title={t('bookDetail.pdf.frameTitle', { title })} />
          <a className={styles.inlineLink} href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('bookDetail.pdf.openInNewTab')}
          </a>
        </div>
      ) : (
        <div className={styles.fallback}>
          {loadFailed && <p role="alert">{t('bookDetail.pdf.loadError')}</p>}
          <p className={styles.hint}>{t('bookDetail.pdf.mobileHint')}</p>
          {links}
        </div>
      )}
    </Modal>
  );
}
