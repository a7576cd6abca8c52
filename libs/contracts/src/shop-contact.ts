/**
 * How parents reach the shop: one setting staff edit in the back office, shown in the footer, on
 * the contact, policy and order pages and on the printed receipt. Never the admin e-mail.
 */
export interface ShopContact {
  contact_phone: string;
  contact_email: string;
  contact_city: string;
}

/** A new shop's contact details, until staff set their own. */
export const DEFAULT_SHOP_CONTACT: ShopContact = {
  contact_phone: '+31 10 123 4567',
  contact_email: 'info@kinderboekwinkel.nl',
  contact_city: 'Rotterdam',
};

export const SHOP_CONTACT_LIMITS = { phone: 30, city: 80 } as const;

/** Digits, spaces and the signs phone numbers are written with; at least 6 digits. */
export function isShopPhone(phone: string): boolean {
  return phone.length <= SHOP_CONTACT_LIMITS.phone && /^\+?[\d\s()-]+$/.test(phone) && phone.replace(/\D/g, '').length >= 6;
}
