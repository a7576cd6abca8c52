import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PREVIEW_IMAGES, type PreviewSlot } from './book-form-data';
import { IMAGE_TYPES } from './book-file-rules';
import { FilePicker } from './file-picker';
import { useObjectUrl } from './use-object-url';
import styles from './book-form.module.css';

interface PreviewImagesFieldProps {
  id?: string;
  value?: PreviewSlot[];
  onChange?: (slots: PreviewSlot[]) => void;
  'aria-describedby'?: string;
}

/**
 * Up to five preview images: stored ones (removable) and newly picked ones (removable before
 * saving). Picking past the limit is let through so the form can say why it will not save.
 */
export function PreviewImagesField({ id, value = [], onChange, ...aria }: PreviewImagesFieldProps) {
  const { t } = useTranslation();
  const nextKey = useRef(0);
  const add = (files: File[]) =>
    onChange?.([...value, ...files.map((file): PreviewSlot => ({ kind: 'new', key: `new-${nextKey.current++}`, file }))]);
  const remove = (index: number) => onChange?.(value.filter((_slot, position) => position !== index));
  return (
    <div className={styles.fileField}>
      {value.length > 0 && (
        <ul className={styles.previews}>
          {value.map((slot, index) => (
            <li key={slot.kind === 'existing' ? slot.url : slot.key} className={styles.previewItem}>
              <PreviewThumb slot={slot} label={t('admin.books.previewImage', { number: index + 1 })} />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => remove(index)}
                aria-label={t('admin.books.removePreview', { number: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
      <FilePicker
        id={id}
        label={t('admin.books.addPreviews', { left: Math.max(0, MAX_PREVIEW_IMAGES - value.length) })}
        accept={IMAGE_TYPES}
        multiple
        disabled={value.length >= MAX_PREVIEW_IMAGES}
        onPick={add}
        aria-describedby={aria['aria-describedby']}
      />
    </div>
  );
}

function PreviewThumb({ slot, label }: { slot: PreviewSlot; label: string }) {
  const pickedUrl = useObjectUrl(slot.kind === 'new' ? slot.file : undefined);
  const src = slot.kind === 'existing' ? slot.thumbUrl : pickedUrl;
  return src ? <img className={styles.previewImage} src={src} alt={label} /> : null;
}
