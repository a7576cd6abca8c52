/**
 * The shop's public contact details, shown in the footer and on the contact page. One place to
 * change them. The city and country are translated: see the locale keys shop.city and shop.country.
 */
export const shopContact = {
  phone: '+31 10 123 4567',
  email: 'info@kinderboekwinkel.nl',
  facebookUrl: 'https://www.facebook.com/kinderboekwinkel',
  instagramUrl: 'https://www.instagram.com/kinderboekwinkel',
} as const;

/** The phone number as a tel: link wants it: digits and the leading plus only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
