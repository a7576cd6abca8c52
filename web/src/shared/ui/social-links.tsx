import { shopSocialLinks } from '../shop-contact';

/**
 * The shop's Facebook and Instagram pages (follow-us links in the header menu, on the
 * contact page and in the footer). The brand names are the same in every language.
 */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      <li>
        <a className={linkClassName} href={shopSocialLinks.facebookUrl} target="_blank" rel="noopener noreferrer">
          <FacebookIcon />
          <span>Facebook</span>
        </a>
      </li>
      <li>
        <a className={linkClassName} href={shopSocialLinks.instagramUrl} target="_blank" rel="noopener noreferrer">
          <InstagramIcon />
          <span>Instagram</span>
        </a>
      </li>
    </ul>
  );
}

const iconProps = { 'aria-hidden': true, viewBox: '0 0 24 24', width: 20, height: 20, focusable: false } as const;

function FacebookIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  );
}
