import { CloseOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker';
import { PDF_TYPES } from './book-file-rules';
import styles from './book-form.module.css';

interface PdfFieldProps {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The stored PDF's URL, and the name it was uploaded under (older PDFs have none: the URL's name is shown). */
  currentUrl?: string | null;
  currentName?: string | null;
  'aria-describedby'?: string;
}

/** The PDF picker: the current file's name, and the newly picked one, which can be dropped again before saving. */
export function PdfField({ id, value, onChange, currentUrl, currentName: uploadedName, ...aria }: PdfFieldProps) {
  const { t } = useTranslation();
  const currentName = currentUrl ? (uploadedName ?? decodeURIComponent(currentUrl.split('/').pop() ?? '')) : undefined;
  return (
    <div className={styles.fileField}>
      <p className={styles.fileName}>
        <FilePdfOutlined aria-hidden /> {currentName ? t('admin.books.currentPdf', { name: currentName }) : t('admin.books.noPdf')}
      </p>
      {value && (
        <p className={styles.fileName}>
          {t('admin.books.newPdf', { name: value.name })}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            onClick={() => onChange?.(undefined)}
            aria-label={t('admin.books.removeNewPdf', { name: value.name })}
          />
        </p>
      )}
      <FilePicker
        id={id}
        label={t('admin.books.choosePdf')}
        accept={PDF_TYPES}
        onPick={([file]) => onChange?.(file)}
        aria-describedby={aria['aria-describedby']}
      />
    </div>
  );
}
