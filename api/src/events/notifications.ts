import type { Language } from '@bookshop/contracts/languages';
/** Event names and payloads of the notifications module. */
export interface NotificationEvents {
  /** An email about an order left the shop; the order's history records it. */
  'email.sent': { order_id: string; template_name: string; to: string; language: Language; admin_username: string | null };
}
