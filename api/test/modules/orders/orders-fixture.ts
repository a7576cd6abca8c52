import { HttpException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BooksService } from '../../../src/modules/catalogue/books.service.js';
import type { BookFormDto } from '../../../src/modules/catalogue/dto/book-form.dto.js';
import { LegalTextsService } from '../../../src/modules/legal/legal-texts.service.js';
import type { CreateOrderDto } from '../../../src/modules/orders/dto/create-order.dto.js';
import { OrdersModule } from '../../../src/modules/orders/orders.module.js';
import { LocalPaymentGateway } from '../../../src/modules/payments/local-payment.gateway.js';
import { PaymentGateway } from '../../../src/modules/payments/payment-gateway.js';
import { SettingsService } from '../../../src/modules/store/settings.service.js';
import { ShippingService } from '../../../src/modules/store/shipping.service.js';
import { bookFields, image } from '../../fixtures.js';
import { startModule, type ModuleUnderTest } from '../../module-testing.js';

/** The orders module alone (with the modules it imports), on a shop with settings, legal texts and NL shipping (4.95, free from 30). */
export async function startOrdersModule(env: Record<string, string> = {}): Promise<ModuleUnderTest> {
  const orders = await startModule([OrdersModule], env);
  try {
    await orders.get(SettingsService).ensureDefaults('owner@bookshop.test');
    await orders.get(LegalTextsService).ensureDefaults();
    await orders
      .get(ShippingService)
      .create({ country_code: 'NL', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 30 });
  } catch (error) {
    await orders.close();
    throw error;
  }
  return orders;
}

/** A book through the catalogue's own use case (with a real cover image); answers its id. */
export async function addBook(orders: ModuleUnderTest, price: number, stock: number | null): Promise<string> {
  const fields = bookFields();
  const form = {
    ...fields,
    price,
    stock,
    featured: false,
    age_groups: JSON.parse(fields.age_groups),
    category: fields.category,
  } as unknown as BookFormDto;
  const book = await orders.get(BooksService).create(form, { cover: await image('jpeg', 300, 400), previews: [] });
  return book.id;
}

/** An order to Amsterdam, as the checkout sends it (without the HTTP validation, which is not under test here). */
export function orderInput(
  items: { book_id: string; quantity: number }[],
  totalAmount: number,
  country = 'NL',
  customer = { name: 'Mariam Haddad', email: 'mariam@example.nl' },
): CreateOrderDto {
  return {
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: '+31 6 12345678',
    language: 'ar',
    shipping_address: {
      country,
      street_name: 'Damrak',
      building_number: '12',
      apartment_number: '3B',
      city: 'Amsterdam',
      postal_code: '1012 AB',
    },
    items,
    total_amount: totalAmount,
  } as CreateOrderDto;
}

/** The built-in provider's payments, where a test decides them as the tester on the checkout page would. */
export function providerOf(orders: ModuleUnderTest): LocalPaymentGateway {
  const gateway = orders.get(PaymentGateway);
  if (!(gateway instanceof LocalPaymentGateway)) throw new Error('the module test expects the local payment provider');
  return gateway;
}

/** The API error code a failed use case answers (as its HTTP body would carry it). */
export async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpException) return (error.getResponse() as { code: string }).code;
    throw error;
  }
  throw new Error('the use case succeeded');
}

export async function orderRow(orders: ModuleUnderTest, orderId: string) {
  const [row] = await orders
    .get(DataSource)
    .query('SELECT status, friendly_id, total_cents, needs_refund FROM orders WHERE id = $1', [orderId]);
  return row as { status: string; friendly_id: string; total_cents: number; needs_refund: boolean };
}

export async function stockOf(orders: ModuleUnderTest, bookId: string): Promise<number | null> {
  const [row] = await orders.get(DataSource).query('SELECT stock FROM books WHERE id = $1', [bookId]);
  return row.stock;
}

export async function countOf(orders: ModuleUnderTest, table: 'orders' | 'payments'): Promise<number> {
  const [{ count }] = await orders.get(DataSource).query(`SELECT count(*)::int AS count FROM ${table}`);
  return count;
}
