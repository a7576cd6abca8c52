import { useTranslation } from 'react-i18next';
import { DEFAULT_SHOP_CONTACT } from '@bookshop/contracts/shop-contact';
import { useSettings } from './api/api';

/** Where the shop is on social networks. */
export const shopSocialLinks = {
  facebookUrl: 'https://www.facebook.com/kinderboekwinkel',
  instagramUrl: 'https://www.instagram.com/kinderboekwinkel',
} as const;

/**
 * How parents reach the shop, as staff set it in the back office (the settings); the defaults
 * stand in while the settings load. The country is the shop's own, translated.
 */
export function useShopContact(): { phone: string; email: string; location: string } {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return {
    phone: settings?.contact_phone ?? DEFAULT_SHOP_CONTACT.contact_phone,
    email: settings?.contact_email ?? DEFAULT_SHOP_CONTACT.contact_email,
    location: t('shop.location', { city: settings?.contact_city ?? DEFAULT_SHOP_CONTACT.contact_city, country: t('shop.country') }),
  };
}

/** The phone number as a tel: link wants it: digits and the leading plus only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
