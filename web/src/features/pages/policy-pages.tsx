import { PolicyPage, type PolicySection } from './policy-page';
import { PrivacyRequest } from './privacy-request';
import { ShippingCostsTable } from './shipping-costs-table';

// The order and shape of each policy's sections; the words are in the locale files. The facts:
// returns within 7 days of receipt, refunds within 3 days of inspection, a damaged
// book exchanged within a week of the order, other returns announced within 24 hours; shipped the
// day after the order, delivered in 2 to 5 business days, Friday a carriers' holiday, at most 2
// delivery postponements.

const privacySections: readonly PolicySection[] = [
  { id: 'whatWeKeep', paragraphs: 1, points: ['orders', 'contact', 'reviews', 'device'] },
  { id: 'why', paragraphs: 1, points: ['orders', 'contact', 'reviews', 'law'] },
  { id: 'sharing', paragraphs: 1, points: ['payment', 'carrier', 'email'] },
  { id: 'howLong', paragraphs: 0, points: ['orders', 'contact', 'reviews'] },
  {
    id: 'rights',
    paragraphs: 1,
    points: ['access', 'correction', 'erasure', 'restriction', 'portability', 'objection'],
    // A parent asks for their copy here; the emailed link comes back here to download it.
    extra: <PrivacyRequest />,
  },
  { id: 'contact', paragraphs: 1 },
];

const returnSections: readonly PolicySection[] = [
  // The footer's "Terms of sale" link leads here (/return-policy#terms).
  { id: 'terms', paragraphs: 3 },
  { id: 'window', paragraphs: 2 },
  { id: 'damaged', paragraphs: 2 },
  { id: 'other', paragraphs: 1 },
  { id: 'refund', paragraphs: 2 },
  { id: 'how', paragraphs: 0, points: ['contact', 'pack', 'send'] },
];

const shippingSections: readonly PolicySection[] = [
  { id: 'dispatch', paragraphs: 1 },
  { id: 'delivery', paragraphs: 2 },
  { id: 'friday', paragraphs: 1 },
  { id: 'postponements', paragraphs: 2 },
  { id: 'costs', paragraphs: 2, extra: <ShippingCostsTable /> },
];

export function PrivacyPolicyPage() {
  return <PolicyPage policy="privacy" sections={privacySections} />;
}

export function ReturnPolicyPage() {
  return <PolicyPage policy="returns" sections={returnSections} />;
}

export function ShippingDetailsPage() {
  return <PolicyPage policy="shipping" sections={shippingSections} />;
}
