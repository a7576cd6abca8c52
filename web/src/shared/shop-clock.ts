/**
 * The shop's clock: the Netherlands and Germany share one time zone. Dates a page shows are written
 * on it, on the server and in every browser alike, so a page hydrates to the very text the server
 * wrote whatever the zone of the server or of the visitor's phone.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The year on the shop's clock. The year turns in winter time, at midnight UTC+1: so without making
 * an `Intl` object, which would cost a page's hydration the loading of its language's date data.
 */
export function shopYear(now: Date = new Date()): number {
  return new Date(now.getTime() + HOUR_MS).getUTCFullYear();
}
