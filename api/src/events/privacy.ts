import type { Language } from '@bookshop/contracts/languages';

/** Event names and payloads of the privacy module. */
export interface PrivacyEvents {
  /**
   * A parent asked on the privacy page for a copy of their data, with an address and an order
   * number that belong together: the notifications module mails them the download link.
   */
  'privacy.copy_requested': { request_id: string; email: string; language: Language; download_url: string; expires_hours: number };
}
