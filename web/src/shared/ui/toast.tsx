import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

type Kind = 'success' | 'error';
interface Toast {
  id: number;
  kind: Kind;
  message: string;
}

/** Storefront toasts: errors stay 4 s, successes 2 s, at most 20 at once, top centre. */
const DURATION_MS: Record<Kind, number> = { success: 2_000, error: 4_000 };
const MAX_SHOWN = 20;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

function show(kind: Kind, message: string): void {
  const item = { id: nextId++, kind, message };
  publish([...toasts, item].slice(-MAX_SHOWN));
  setTimeout(() => dismiss(item.id), DURATION_MS[kind]);
}

function dismiss(id: number): void {
  publish(toasts.filter((item) => item.id !== id));
}

/** Short notices any screen can raise: `toast.success(t('cart.added'))`, `toast.error(...)`. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

const noToasts: typeof toasts = [];

/** Where toasts appear; rendered once by the page layout. Screen readers hear them as they come. */
export function ToastViewport({ closeLabel }: { closeLabel: string }) {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // A page rendered on the server shows no toasts.
    () => noToasts,
  );
  return (
    <div className={styles.viewport} aria-live="polite">
      {shown.map((item) => (
        <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.message}</span>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
