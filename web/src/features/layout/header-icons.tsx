import { LineIcon } from '../../shared/ui/line-icon';

export function CartIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </LineIcon>
  );
}

export function PersonIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="3.6" />
      <path d="M4.8 20c.9-3.6 3.8-5.6 7.2-5.6s6.3 2 7.2 5.6" />
    </LineIcon>
  );
}

export function MenuIcon({ open, className }: { open: boolean; className?: string }) {
  return <LineIcon className={className}>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</LineIcon>;
}
