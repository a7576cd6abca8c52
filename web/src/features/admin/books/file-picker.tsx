import { UploadOutlined } from '@ant-design/icons';
import { useId, useRef } from 'react';
import styles from './book-form.module.css';

interface FilePickerProps {
  /** The Form.Item's id, so its label names the input. */
  id?: string;
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  'aria-describedby'?: string;
}

/**
 * A native file input behind a button-looking label: keyboard and screen readers get a real input,
 * which Ant Design's Upload (a button inside a role="button") would not give them.
 */
export function FilePicker({ id, label, accept, multiple, disabled, onPick, ...aria }: FilePickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={styles.picker}>
      <input
        ref={input}
        id={inputId}
        className={styles.pickerInput}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again, after removing it, fires a change again.
          event.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <label htmlFor={inputId} className={styles.pickerButton} aria-disabled={disabled}>
        <UploadOutlined aria-hidden /> {label}
      </label>
    </span>
  );
}
