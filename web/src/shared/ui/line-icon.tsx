import type { ReactNode } from 'react';

/**
 * A small line icon drawn inline, in the text's colour: icon fonts and emoji are missing on many
 * systems (a lock emoji shows as an empty box there), and these cost a few bytes.
 */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      className={className}
    >
      {children}
    </svg>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}
