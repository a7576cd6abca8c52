import { centsToAmount } from '@bookshop/contracts/money';
import type { AdminOrderView, OrderHistoryView, OrderView } from './dto/order.view.js';
import type { OrderSnapshot, OrderVatSnapshot } from '../../events/orders.js';
import type { HistoryDetails } from '@bookshop/contracts/order-history';
import type { OrderHistoryEntry, StoredHistoryDetails } from './order-history.entity.js';
import type { Order } from './order.entity.js';
import type { OrderPayment } from './order-payment.entity.js';

/** An order as the confirmation page reads it. */
export function presentOrder(order: Order): OrderView {
  return {
    id: order.id,
    friendly_id: order.friendlyId,
    process_number: order.processNumber,
    status: order.status,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    language: order.language,
    shipping_address: order.shippingAddress,
    subtotal: centsToAmount(order.subtotalCents),
    shipping_cost: centsToAmount(order.shippingCostCents),
    total_amount: centsToAmount(order.totalCents),
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    terms_version_id: order.termsVersionId,
    withdrawal_policy_version_id: order.withdrawalPolicyVersionId,
    items: [...order.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        id: item.id,
        book_id: item.bookId,
        cover_image_url: item.coverImageUrl,
        title_ar: item.titleAr,
        title_en: item.titleEn,
        title_nl: item.titleNl,
        author_ar: item.authorAr,
        author_en: item.authorEn,
        author_nl: item.authorNl,
        quantity: item.quantity,
        unit_price: centsToAmount(item.unitPriceCents),
        total_price: centsToAmount(item.totalPriceCents),
      })),
    vat: presentVat(order),
    receipt_number: order.receiptNumber,
  };
}

function presentVat(order: Order): OrderView['vat'] {
  const vat = vatSnapshotOf(order);
  if (!vat) return null;
  return {
    country: vat.country,
    scheme: vat.scheme,
    rate: vat.rate,
    net_amount: centsToAmount(vat.net_cents),
    vat_amount: centsToAmount(vat.vat_cents),
    shipping_vat_amount: centsToAmount(vat.shipping_vat_cents),
  };
}

/** The back office's view adds the payment, whether a refund is owed, and whether it was paid without stock. */
export function presentAdminOrder(order: Order, payment: OrderPayment | undefined): AdminOrderView {
  return {
    ...presentOrder(order),
    payment_id: payment?.id ?? null,
    payment_status: payment?.status ?? null,
    needs_refund: order.needsRefund,
    paid_without_stock: order.paidWithoutStock,
    updated_at: order.updatedAt.toISOString(),
  };
}

export function presentHistory(entry: OrderHistoryEntry): OrderHistoryView {
  return {
    id: entry.id,
    admin_username: entry.adminUsername,
    action_type: entry.actionType,
    new_value: entry.newValue,
    comment: entry.comment,
    details: entry.details && detailsOnWire(entry.details),
    created_at: entry.createdAt.toISOString(),
  };
}

function detailsOnWire(details: StoredHistoryDetails): HistoryDetails {
  if (!('amount_cents' in details)) return details;
  const { amount_cents, ...rest } = details;
  return { ...rest, amount: centsToAmount(amount_cents) };
}

/** What events carry about an order (see events.ts). */
export function snapshotOf(order: Order): OrderSnapshot {
  return {
    order_id: order.id,
    friendly_id: order.friendlyId,
    process_number: order.processNumber,
    status: order.status,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    language: order.language,
    subtotal_cents: order.subtotalCents,
    shipping_cost_cents: order.shippingCostCents,
    total_cents: order.totalCents,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    terms_version_id: order.termsVersionId,
    withdrawal_policy_version_id: order.withdrawalPolicyVersionId,
    items: [...order.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        title_ar: item.titleAr,
        title_en: item.titleEn,
        title_nl: item.titleNl,
        quantity: item.quantity,
        unit_price_cents: item.unitPriceCents,
        total_price_cents: item.totalPriceCents,
      })),
    vat: vatSnapshotOf(order),
    receipt_number: order.receiptNumber,
    receipt_issued_at: order.receiptIssuedAt?.toISOString() ?? null,
  };
}

function vatSnapshotOf(order: Order): OrderVatSnapshot | null {
  if (order.vatRate === null || order.vatCountry === null || order.vatScheme === null) return null;
  return {
    country: order.vatCountry,
    scheme: order.vatScheme,
    rate: order.vatRate,
    net_cents: order.netCents ?? 0,
    vat_cents: order.vatCents ?? 0,
    shipping_net_cents: order.shippingNetCents ?? 0,
    shipping_vat_cents: order.shippingVatCents ?? 0,
  };
}
