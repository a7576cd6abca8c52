import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  /** Label of the × button, e.g. t('common.close'). */
  closeLabel: string;
  onClose: () => void;
  /** While true (a form is submitting), Escape, the backdrop and the × button do nothing. */
  closeBlocked?: boolean;
  /** 'wide' for content that needs the room, such as a PDF. */
  size?: 'normal' | 'wide';
  children: ReactNode;
}

/**
 * An accessible modal dialog, shown while rendered: focus moves inside and stays there (Tab wraps),
 * Escape and a click on the backdrop close it, and focus returns to whatever opened it.
 * Hand-made rather than antd's, so that the storefront does not load Ant Design.
 */
export function Modal({ title, closeLabel, onClose, closeBlocked = false, size = 'normal', children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read by the key handler, so that it sees the latest value without re-running the effect.
  const closeState = useRef({ onClose, closeBlocked });
  useEffect(() => {
    closeState.current = { onClose, closeBlocked };
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    // The page behind should not scroll under the dialog.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  const requestClose = () => {
    if (!closeState.current.closeBlocked) closeState.current.onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
    } else if (event.key === 'Tab' && panel.current) {
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return event.preventDefault();
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    // The backdrop is a mouse convenience; keyboard users have Escape and the × button.
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={requestClose} disabled={closeBlocked}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
