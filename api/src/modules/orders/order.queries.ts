import { In, type EntityManager } from 'typeorm';
import { OrderPayment } from './order-payment.entity.js';
import { Order } from './order.entity.js';
import { Refund } from './refund.entity.js';

/*
 * The SQL of the order aggregate (an order, its items and its payments), named for what each
 * query answers, so the use cases read as use cases. Each takes the EntityManager to run on: the
 * caller's transaction, or `dataSource.manager` outside one.
 */

/** Each order's current payment (the one created last: an order has several after "try paying again"). */
export async function latestPaymentsOf(db: EntityManager, orderIds: string[]): Promise<Map<string, OrderPayment>> {
  if (orderIds.length === 0) return new Map();
  const payments = await db.find(OrderPayment, { where: { orderId: In(orderIds) }, order: { createdAt: 'ASC' } });
  // Oldest first, so each order's last payment is the one left in the map.
  return new Map(payments.map((payment) => [payment.orderId, payment]));
}

/** The order's current payment, or null before its first. */
export async function latestPaymentOf(db: EntityManager, orderId: string): Promise<OrderPayment | null> {
  return (await latestPaymentsOf(db, [orderId])).get(orderId) ?? null;
}

/** The next order number ("BK-10001"), from its sequence: unique, never reused, gaps allowed. */
export async function nextFriendlyId(manager: EntityManager): Promise<string> {
  const [{ friendly_id }]: { friendly_id: string }[] = await manager.query(
    `SELECT 'BK-' || nextval('order_friendly_number') AS friendly_id`,
  );
  return friendly_id;
}

/**
 * The next number of the year's receipts: the year's counter row stays locked until the caller's
 * transaction ends, and the number goes back with it if that transaction rolls back.
 */
export async function nextReceiptNumberOf(manager: EntityManager, year: number): Promise<number> {
  const [{ last_number }]: { last_number: number }[] = await manager.query(
    `INSERT INTO receipt_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = receipt_counters.last_number + 1
     RETURNING last_number`,
    [year],
  );
  return last_number;
}

/**
 * Claims the re-read of an order's payment: true when nobody checked it in the last `everySeconds`
 * (and records this check), false otherwise. Several processes asking at once get one true.
 */
export async function claimPaymentCheck(db: EntityManager, orderId: string, everySeconds: number): Promise<boolean> {
  const [, claimed]: [unknown, number] = await db.query(
    `UPDATE orders SET payment_checked_at = now()
     WHERE id = $1 AND (payment_checked_at IS NULL OR payment_checked_at < now() - make_interval(secs => $2))`,
    [orderId, everySeconds],
  );
  return claimed > 0;
}

/**
 * The pending order whose hold ended first, locked for the caller's transaction; orders another
 * transaction holds are skipped (SKIP LOCKED), and so are those in `skip`. Undefined when none is due.
 */
export async function lockNextOrderWhoseHoldEnded(manager: EntityManager, now: Date, skip: string[]): Promise<string | undefined> {
  const [due]: { id: string }[] = await manager.query(
    `SELECT id FROM orders WHERE status = 'pending' AND hold_ends_at <= $1 AND NOT (id = ANY($2::uuid[]))
     ORDER BY hold_ends_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now, skip],
  );
  return due?.id;
}

/** Pending orders untouched for 5 minutes with no payment recorded since their last change: the process stopped in between. */
export async function pendingOrdersWithoutPayment(db: EntityManager, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT o.id FROM orders o
     WHERE o.status = 'pending' AND o.updated_at < now() - interval '5 minutes'
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.created_at >= o.updated_at)
     LIMIT ${Number(limit)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Claims the re-read of every current payment still open after 10 minutes and not checked in the
 * last 10 (a pending order's, or an expired order's whose payment is still open); answers the
 * first `limit` payment ids. The others are checked again in 10 minutes.
 */
export async function claimOpenPaymentsToRecheck(db: EntityManager, limit: number): Promise<string[]> {
  const [rows]: [{ payment_id: string }[], number] = await db.query(
    `UPDATE orders o SET payment_checked_at = now()
     FROM (SELECT DISTINCT ON (p.order_id) p.order_id, p.id, p.status, p.created_at FROM payments p ORDER BY p.order_id, p.created_at DESC) latest
     WHERE latest.order_id = o.id AND latest.created_at < now() - interval '10 minutes'
       AND (o.status = 'pending' OR (o.status = 'expired' AND latest.status IN ('open', 'pending', 'authorized')))
       AND (o.payment_checked_at IS NULL OR o.payment_checked_at < now() - interval '10 minutes')
     RETURNING latest.id AS payment_id`,
  );
  return rows.slice(0, limit).map((row) => row.payment_id);
}

/** The order (with its items) of an order number and the e-mail it was placed with, in any case; null when they do not match. */
export function orderOfNumberAndEmail(db: EntityManager, friendlyId: string, email: string): Promise<Order | null> {
  return db
    .getRepository(Order)
    .createQueryBuilder('o')
    .leftJoinAndSelect('o.items', 'item')
    .where('o.friendly_id = :friendlyId', { friendlyId })
    .andWhere('lower(o.customer_email) = lower(:email)', { email })
    .getOne();
}

/** The payments of an order with a refund not yet final whose status was last read before `checkedBefore` (or never). */
export async function paymentsWithOpenRefunds(db: EntityManager, orderId: string, checkedBefore: Date): Promise<string[]> {
  const rows = await db
    .getRepository(Refund)
    .createQueryBuilder('refund')
    .select('DISTINCT refund.payment_id', 'payment_id')
    .where('refund.order_id = :orderId', { orderId })
    .andWhere('refund.status NOT IN (:...final)', { final: ['refunded', 'failed', 'canceled'] })
    .andWhere('(refund.checked_at IS NULL OR refund.checked_at < :before)', { before: checkedBefore })
    .getRawMany<{ payment_id: string }>();
  return rows.map((row) => row.payment_id);
}
