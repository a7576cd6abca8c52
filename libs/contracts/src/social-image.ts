/**
 * A book's picture for link previews (its page's og:image): the cover whole on a backdrop, in the
 * 1.91:1 size that WhatsApp, Facebook and others show large. The API makes it; the page names its size.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
