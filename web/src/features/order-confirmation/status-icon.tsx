import type { StatusIcon as Icon } from './order-status-display';
import styles from './order-confirmation.module.css';

const SYMBOLS: Record<Icon, string> = { success: '✓', pending: '…', error: '✕' };

/** The status icon beside the status message; the message says it in words, so the icon is decoration. */
export function StatusIcon({ icon }: { icon: Icon }) {
  return (
    <span className={styles.icon} data-icon={icon} aria-hidden="true">
      {SYMBOLS[icon]}
    </span>
  );
}
