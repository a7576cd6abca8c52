import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker';
import { IMAGE_TYPES } from './book-file-rules';
import { useObjectUrl } from './use-object-url';
import styles from './book-form.module.css';

interface CoverFieldProps {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The stored cover, shown until a new one is picked. */
  currentUrl?: string;
  'aria-describedby'?: string;
}

/** The cover image picker (images only) with a preview of the picked or the stored cover. */
export function CoverField({ id, value, onChange, currentUrl, ...aria }: CoverFieldProps) {
  const { t } = useTranslation();
  const pickedUrl = useObjectUrl(value);
  const shown = pickedUrl ?? currentUrl;
  return (
    <div className={styles.fileField}>
      {shown && <img className={styles.coverPreview} src={shown} alt={t('admin.books.coverPreview')} />}
      <div className={styles.fileActions}>
        <FilePicker
          id={id}
          label={t(shown ? 'admin.books.changeCover' : 'admin.books.chooseCover')}
          accept={IMAGE_TYPES}
          onPick={([file]) => onChange?.(file)}
          aria-describedby={aria['aria-describedby']}
        />
        {value && <span className={styles.fileName}>{value.name}</span>}
      </div>
    </div>
  );
}
