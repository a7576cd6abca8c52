// Shapes of the storefront's calls: snake_case fields,
// money as JSON numbers in the shop's currency (12.5 for 12.50). The book comes from the contracts the API is written against.
import type { Language } from '@bookshop/contracts/languages';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { ShopContact } from '@bookshop/contracts/shop-contact';

export type { BookView as Book } from '@bookshop/contracts/book';

export interface BookQuery {
  age_group?: string;
  category?: string;
  featured?: boolean;
  limit?: number;
  q?: string;
  sort?: 'name_asc' | 'name_desc' | 'price_asc' | 'price_desc' | 'date_asc' | 'date_desc';
  lang?: Language;
}

export interface Settings extends ShopContact {
  currency: string;
  admin_email: string;
  free_shipping_threshold: number;
}

export interface ShippingConfig {
  id: string;
  country_code: string;
  country_name: string;
  shipping_cost: number;
  shipping_threshold: number;
}

export interface ShippingAddress {
  country: string;
  street_name: string;
  building_number: string;
  apartment_number: string;
  city: string;
  postal_code: string;
}

/** POST /api/orders. */
export interface OrderPayload {
  customer_name: string;
  customer_email: string;
  /** Dial code, a space, then the number: "+49 30 1234567". */
  customer_phone: string;
  language: Language;
  shipping_address: ShippingAddress;
  items: { book_id: string; quantity: number; unit_price: number; total_price: number }[];
  total_amount: number;
}

export interface PlacedOrder {
  id: string;
  friendly_id: string;
  process_number: string;
  total_amount: number;
  payment_url: string;
}

export interface OrderItem {
  id: string;
  book_id: string | null;
  cover_image_url: string;
  title_ar: string;
  title_en: string;
  title_nl: string;
  author_ar: string;
  author_en: string;
  author_nl: string;
  quantity: number;
  unit_price: number;
  total_price: number;
}

/** GET /api/orders/{process_number}. */
export interface Order {
  id: string;
  friendly_id: string;
  process_number: string;
  status: OrderStatus;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  language: Language;
  shipping_address: ShippingAddress;
  subtotal: number;
  shipping_cost: number;
  total_amount: number;
  /** Every amount of the order is in it: the shop's currency when the order was placed. */
  currency: string;
  created_at: string;
  items: OrderItem[];
}

export interface Review {
  id: string;
  name: string;
  rating: number;
  review_text: string;
  created_at: string;
}

export interface ReviewPayload {
  name: string;
  email: string;
  rating: number;
  review_text: string;
}

export interface ContactPayload {
  full_name: string;
  email: string;
  subject: string;
  message: string;
}

/** The API's one error body, the same for every failed call. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}
