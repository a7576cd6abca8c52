import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { isEuCountry } from '@bookshop/contracts/countries';
import { centsToAmount } from '@bookshop/contracts/money';
import { canPayAgain, hasConfirmation } from '@bookshop/contracts/order-lifecycle';
import { MAX_RESENDS, resendCooldownSeconds } from '@bookshop/contracts/resends';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Outbox } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { IdempotencyKeys } from '../../platform/http/idempotency-keys.js';
import { BooksService } from '../catalogue/index.js';
import { LegalTextsService } from '../legal/index.js';
import { SettingsService, ShippingService } from '../store/index.js';
import { CheckoutQueue } from './checkout-queue.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder } from './order-locks.js';
import { isFinalPayment, OrderPaymentsService } from './order-payments.service.js';
import { Order } from './order.entity.js';
import { claimPaymentCheck, latestPaymentOf, nextFriendlyId } from './order.queries.js';
import { OrderItem } from './order-item.entity.js';
import { presentOrder, snapshotOf } from './order.presenter.js';
import { PROCESS_NUMBER } from '@bookshop/contracts/order-page';
import { OrderVat } from './order-vat.js';
import { clientTotalMatches, priceOrder } from './pricing.js';

/** A pending payment is re-read from the provider after this long, at most once per interval. */
const RECONCILE_AFTER_MS = 5_000;
const RECONCILE_EVERY_SECONDS = 10;

/** What a parent does with an order: place it, look at it, pay again, have the confirmation resent. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('orders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(IdempotencyKeys) private readonly idempotency: IdempotencyKeys,
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(OrderLifecycle) private readonly lifecycle: OrderLifecycle,
    @Inject(ShippingService) private readonly shipping: ShippingService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(OrderPaymentsService) private readonly payments: OrderPaymentsService,
    @Inject(OrderVat) private readonly vat: OrderVat,
    @Inject(LegalTextsService) private readonly legalTexts: LegalTextsService,
    @Inject(CheckoutQueue) private readonly checkouts: CheckoutQueue,
  ) {}

  place(input: CreateOrderDto, idempotencyKey: string | undefined) {
    return this.idempotency.once('orders', idempotencyKey, input, async () => {
      const country = input.shipping_address.country;
      if (!isEuCountry(country)) {
        throw apiError(API_ERRORS.countryNotSupported, { fields: { 'shipping_address.country': 'cart.validation.euOnly' } });
      }
      const order = await this.checkouts.run(() => this.priceAndHold(input, country));
      const paymentUrl = await this.startPaymentOrGiveUp(order);
      return {
        id: order.id,
        friendly_id: order.friendlyId,
        process_number: order.processNumber,
        total_amount: centsToAmount(order.totalCents),
        payment_url: paymentUrl,
      };
    });
  }

  /** The order at today's prices, its VAT and its books held, committed with its `order.placed` event. */
  private async priceAndHold(input: CreateOrderDto, country: string): Promise<Order> {
    const books = await this.books.findForOrder(input.items.map((item) => item.book_id));
    const unknown = input.items.map((item) => item.book_id).filter((id) => !books.has(id));
    if (unknown.length > 0) throw apiError(API_ERRORS.booksNotSold, { book_ids: [...new Set(unknown)] });

    const priced = priceOrder(input.items, books, await this.shipping.rules(), await this.settings.defaultShipping(), country);
    if (!clientTotalMatches(input.total_amount, priced.total_cents)) {
      throw apiError(API_ERRORS.priceChanged, {
        items: priced.lines.map((line) => ({
          book_id: line.book_id,
          quantity: line.quantity,
          unit_price: centsToAmount(line.unit_price_cents),
          total_price: centsToAmount(line.total_price_cents),
        })),
        subtotal: centsToAmount(priced.subtotal_cents),
        shipping_cost: centsToAmount(priced.shipping_cost_cents),
        total_amount: centsToAmount(priced.total_cents),
      });
    }

    const currency = await this.settings.currency();
    // The terms and withdrawal policy the checkout linked to: the order keeps them whatever is published later.
    const legal = await this.legalTexts.currentOrderVersions();
    return this.outbox.transaction(async (manager, publish) => {
      const vat = await this.vat.forNewOrder(manager, country, priced);
      const order = manager.create(Order, {
        friendlyId: await nextFriendlyId(manager),
        // 192 random bits: the process number is the only key to the customer's order page.
        processNumber: randomBytes(24).toString('base64url'),
        customerName: input.customer_name,
        customerEmail: input.customer_email,
        customerPhone: input.customer_phone,
        language: input.language,
        shippingAddress: { building_number: '', ...input.shipping_address },
        subtotalCents: priced.subtotal_cents,
        shippingCostCents: priced.shipping_cost_cents,
        totalCents: priced.total_cents,
        currency,
        vatCountry: vat.country,
        vatScheme: vat.scheme,
        vatRate: vat.rate,
        netCents: vat.total.net_cents,
        vatCents: vat.total.vat_cents,
        shippingNetCents: vat.shipping.net_cents,
        shippingVatCents: vat.shipping.vat_cents,
        needsRefund: false,
        confirmationResends: 0,
        termsVersionId: legal.termsVersionId,
        withdrawalPolicyVersionId: legal.withdrawalPolicyVersionId,
        items: priced.lines.map((line, position) => {
          const book = books.get(line.book_id)!;
          return manager.create(OrderItem, {
            bookId: book.id,
            position,
            titleAr: book.title_ar,
            titleEn: book.title_en,
            titleNl: book.title_nl,
            authorAr: book.author_ar,
            authorEn: book.author_en,
            authorNl: book.author_nl,
            coverImageUrl: book.images.cover.thumb_url,
            unitPriceCents: line.unit_price_cents,
            quantity: line.quantity,
            totalPriceCents: line.total_price_cents,
            netCents: vat.lines[position].net_cents,
            vatCents: vat.lines[position].vat_cents,
          });
        }),
      });
      return this.lifecycle.open(manager, publish, order);
    });
  }

  /**
   * The confirmation page's order. A payment still open is re-read first, so the page works without
   * webhooks: a pending order's, or that of an order whose hold ended while its payment was open.
   */
  async findByProcessNumber(processNumber: string) {
    let order = await this.loadByProcessNumber(processNumber);
    if ((order.status === 'pending' || order.status === 'expired') && (await this.reconcile(order)))
      order = await this.loadByProcessNumber(processNumber);
    return presentOrder(order);
  }

  /** "Try paying again" for a failed, expired or canceled order: its stock again, held anew, and a new payment. */
  async payAgain(processNumber: string) {
    const { id } = await this.loadByProcessNumber(processNumber);
    const order = await this.checkouts.run(() =>
      this.outbox.transaction(async (manager, publish) => {
        const order = await lockOrder(manager, id);
        if (!canPayAgain(order.status)) {
          throw apiError(API_ERRORS.orderNotPayable, { message: `An order that is ${order.status} cannot be paid again` });
        }
        await this.lifecycle.move(manager, publish, order, 'pending', 'customer', (pending, { previous }) => [
          {
            name: 'order.status_changed',
            payload: { ...snapshotOf(pending), previous_status: previous, comment: 'The customer is paying again', admin_username: null },
          },
        ]);
        return order;
      }),
    );
    return { payment_url: await this.startPaymentOrGiveUp(order) };
  }

  /** The confirmation page's "resend": to the order's own email only, at most 3 times, with a growing cooldown. */
  async resendConfirmation(orderId: string) {
    return this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, orderId);
      if (!hasConfirmation(order.status)) throw apiError(API_ERRORS.orderNotPaid);
      if (order.confirmationResends >= MAX_RESENDS) throw apiError(API_ERRORS.resendLimit);
      if (order.lastConfirmationResendAt) {
        const cooldownMs = resendCooldownSeconds(order.confirmationResends) * 1000;
        const waitMs = order.lastConfirmationResendAt.getTime() + cooldownMs - Date.now();
        if (waitMs > 0) throw apiError(API_ERRORS.resendCooldown, { retry_after: Math.ceil(waitMs / 1000) });
      }
      order.confirmationResends += 1;
      order.lastConfirmationResendAt = new Date();
      await manager.save(order);
      publish({ name: 'order.confirmation_resend_requested', payload: snapshotOf(order) });
      return { resends_left: MAX_RESENDS - order.confirmationResends };
    });
  }

  private async loadByProcessNumber(processNumber: string): Promise<Order> {
    const order = PROCESS_NUMBER.test(processNumber)
      ? await this.orders.findOne({ where: { processNumber }, relations: { items: true } })
      : null;
    if (!order)
      throw apiError(API_ERRORS.orderNotFound, {
        message: `The order with process number ${processNumber} could not be found.`,
      });
    return order;
  }

  /** Re-reads the latest payment when it is old enough and nobody did so in the last 10 s; answers whether it did. */
  private async reconcile(order: Order): Promise<boolean> {
    const payment = await latestPaymentOf(this.orders.manager, order.id);
    if (!payment || isFinalPayment(payment.status) || Date.now() - payment.createdAt.getTime() < RECONCILE_AFTER_MS) return false;
    if (!(await claimPaymentCheck(this.orders.manager, order.id, RECONCILE_EVERY_SECONDS))) return false;
    try {
      await this.payments.sync(payment.id);
    } catch (error) {
      this.logger.warn(`could not re-read payment ${payment.id}: ${(error as Error).message}`);
    }
    return true;
  }

  /** Without a payment the order cannot go on: its stock goes back and the customer is told to try again. */
  private async startPaymentOrGiveUp(order: Order): Promise<string> {
    try {
      return await this.payments.start(order);
    } catch (error) {
      this.logger.error(`payment for ${order.friendlyId} could not be created: ${(error as Error).message}`);
      await this.outbox.transaction(async (manager, publish) => {
        const locked = await lockOrder(manager, order.id);
        if (locked.status === 'pending') await this.payments.fail(manager, publish, locked, 'failed', null, 'payment_provider');
      });
      throw apiError(API_ERRORS.paymentUnavailable);
    }
  }
}
