import type { Order } from '../src/shared/api/types';
import { aBook } from './fetch-mock';

/** A complete order as GET /api/orders/{process_number} returns it; override what the test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '0b0b0b0b-0000-4000-8000-000000000001',
    friendly_id: 'BK-10042',
    process_number: 'Zk3v9QpL0aTqXw7YbN2cRd4eFg6hJi8k',
    status: 'paid',
    customer_name: 'Layla Haddad',
    customer_email: 'layla@example.com',
    customer_phone: '+31 6 12345678',
    language: 'en',
    shipping_address: {
      country: 'NL',
      street_name: 'Keizersgracht',
      building_number: '',
      apartment_number: '12',
      city: 'Amsterdam',
      postal_code: '1012 AB',
    },
    subtotal: 25,
    shipping_cost: 0,
    total_amount: 25,
    currency: 'EUR',
    created_at: '2026-11-22T10:30:00.000Z',
    terms_version_id: '5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a',
    withdrawal_policy_version_id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    items: [
      {
        id: 'item-1',
        book_id: aBook().id,
        cover_image_url: '/uploads/books/rabbit/cover-thumb.webp',
        title_ar: 'الأرنب الصغير',
        title_en: 'The Little Rabbit',
        title_nl: 'Het kleine konijn',
        author_ar: 'سارة',
        author_en: 'Sara',
        author_nl: 'Sara',
        quantity: 2,
        unit_price: 12.5,
        total_price: 25,
      },
    ],
    // €25.00 at 9%: VAT 2.06.
    vat: { country: 'NL', scheme: 'home', rate: 900, net_amount: 22.94, vat_amount: 2.06, shipping_vat_amount: 0 },
    receipt_number: 'R2026-000042',
    ...overrides,
  };
}
