import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderEvents } from '../src/events/orders.js';
import type { EventContext } from '../src/platform/events/domain-events.js';
import { HandlesEvent } from '../src/platform/events/event-handler.decorator.js';
import { INLINE_CONCURRENCY } from '../src/platform/events/inline-dispatcher.js';
import { Outbox } from '../src/platform/events/outbox.js';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { OnProcessEvent, type ProcessEvents } from '../src/platform/events/process-events.js';
import { startPrivateRedis } from './private-redis.js';
import { startTestApp, type TestApp } from './test-app.js';
import { until } from './until.js';

/** Every start and end of a comment handler, in the order they happened, in every app of this file. */
const timeline: { step: 'start' | 'end'; app: number; orderId: string; comment: string }[] = [];
let probes = 0;

/** Handles comments beside the order history, and notes when each one starts and ends. */
@Injectable()
class CommentProbe {
  private readonly app = ++probes;

  @HandlesEvent('order.comment_added')
  async onComment(event: OrderEvents['order.comment_added'], _context: EventContext): Promise<void> {
    timeline.push({ step: 'start', app: this.app, orderId: event.order_id, comment: event.comment });
    // Takes a moment, as a real handler does: deliveries that may run beside it do.
    await new Promise((resolve) => setTimeout(resolve, 2));
    timeline.push({ step: 'end', app: this.app, orderId: event.order_id, comment: event.comment });
  }
}

/** Hears, as any part of the process may, the events of each transaction that committed. */
@Injectable()
class CommittedProbe {
  readonly heard: string[][] = [];

  @OnProcessEvent('outbox.committed')
  note({ events }: ProcessEvents['outbox.committed']): void {
    this.heard.push(events.map((event) => event.name));
  }
}

/** Not a provider: shows that the compiler refuses a listener whose payload is another event's. */
export class MistypedListener {
  // @ts-expect-error: 'cache.stale' carries a cache's name, not committed events.
  @OnProcessEvent('cache.stale')
  note(_payload: ProcessEvents['outbox.committed']): void {}
}

/** `orders` orders, each with `comments` comment events stored in turn (all notes of one order, then the next order's). */
async function storeComments(database: DataSource, orders: number, comments: number): Promise<void> {
  await database.query(
    `INSERT INTO orders (friendly_id, process_number, customer_name, customer_email, customer_phone, language, shipping_address,
                         subtotal_cents, shipping_cost_cents, total_cents)
     SELECT 'BK-T' || n, 'relay-' || n, 'Mariam Haddad', 'mariam@example.nl', '+31 6 12345678', 'ar', '{}', 1250, 495, 1745
     FROM generate_series(1, $1::int) n`,
    [orders],
  );
  await database.query(
    `INSERT INTO outbox_events (name, payload)
     SELECT 'order.comment_added', jsonb_build_object('order_id', o.id, 'comment', 'note ' || n, 'admin_username', 'relay-test')
     FROM generate_series(1, $1::int) n CROSS JOIN orders o ORDER BY o.process_number, n`,
    [comments],
  );
}

/** What a user checks: every comment once in its order's history, and each order's comments handled in turn, never two at once. */
async function expectDeliveredInTurn(database: DataSource, orders: number, comments: number): Promise<void> {
  const [history] = await database.query(
    `SELECT count(*)::int AS entries, count(DISTINCT (order_id, comment))::int AS distinct_entries
     FROM order_history WHERE action_type = 'comment'`,
  );
  expect(history).toEqual({ entries: orders * comments, distinct_entries: orders * comments });
  expect(timeline.filter((entry) => entry.step === 'start')).toHaveLength(orders * comments);

  const inFlight = new Set<string>();
  const seen = new Map<string, string[]>();
  const overlaps: string[] = [];
  for (const entry of timeline) {
    if (entry.step === 'end') {
      inFlight.delete(entry.orderId);
      continue;
    }
    if (inFlight.has(entry.orderId)) overlaps.push(`${entry.comment} of ${entry.orderId}`);
    inFlight.add(entry.orderId);
    seen.set(entry.orderId, [...(seen.get(entry.orderId) ?? []), entry.comment]);
  }
  expect(overlaps).toEqual([]);
  const inTurn = Array.from({ length: comments }, (_, i) => `note ${i + 1}`);
  expect([...seen.values()].filter((handled) => handled.join() !== inTurn.join())).toEqual([]);
  expect(seen.size).toBe(orders);
}

/** The most handlers one app ran at the same time. */
function mostAtOnce(app: number): number {
  let running = 0;
  let most = 0;
  for (const entry of timeline.filter((e) => e.app === app)) {
    running += entry.step === 'start' ? 1 : -1;
    most = Math.max(most, running);
  }
  return most;
}

describe('the outbox relay', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()!.close();
    timeline.length = 0;
  });

  it('delivers 2,000 events of 500 orders exactly once with two processes relaying at once, each order in turn, several at a time', async () => {
    const first = await startTestApp({}, { extraProviders: [CommentProbe] });
    apps.push(first);
    const second = await startTestApp({}, { extraProviders: [CommentProbe], sameDatabaseAs: first });
    apps.push(second);
    const database = first.app.get(DataSource);

    await storeComments(database, 500, 4);
    await Promise.all([first.app.get(OutboxRelay).drain(), second.app.get(OutboxRelay).drain()]);
    await until(
      'every event done',
      async () => (await database.query('SELECT 1 FROM outbox_events WHERE completed_at IS NULL')).length === 0,
    );

    await expectDeliveredInTurn(database, 500, 4);
    const [handled] = await database.query(`SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS events FROM handled_events`);
    expect(handled).toEqual({ rows: 2000 * 2, events: 2000 });
    // Both processes took a share, and each handled several events at once.
    const [one, two] = [probes - 1, probes];
    expect(timeline.filter((entry) => entry.app === one && entry.step === 'start').length).toBeGreaterThan(0);
    expect(timeline.filter((entry) => entry.app === two && entry.step === 'start').length).toBeGreaterThan(0);
    expect(Math.min(mostAtOnce(one), mostAtOnce(two))).toBeGreaterThanOrEqual(INLINE_CONCURRENCY);
  });

  it('tells the listeners of the process the events a transaction stored once it committed, and nothing of one rolled back', async () => {
    const shop = await startTestApp({}, { extraProviders: [CommittedProbe] });
    apps.push(shop);
    await storeComments(shop.app.get(DataSource), 1, 0);
    const [order] = await shop.app.get(DataSource).query('SELECT id FROM orders');
    const outbox = shop.app.get(Outbox);
    const probe = shop.app.get(CommittedProbe);
    const comment = (text: string) => ({
      name: 'order.comment_added' as const,
      payload: { order_id: order.id, comment: text, admin_username: 'relay-test' },
    });

    await expect(
      outbox.transaction(async (_manager, publish) => {
        publish(comment('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(probe.heard).toEqual([]);

    await outbox.transaction(async (_manager, publish) => {
      publish(comment('first'));
      publish(comment('second'));
    });
    expect(probe.heard).toEqual([['order.comment_added', 'order.comment_added']]);
  });

  it('delivers the events a commit stored at once, without waiting for the relay’s next poll', async () => {
    const shop = await startTestApp({}, { extraProviders: [CommentProbe] });
    apps.push(shop);
    const database = shop.app.get(DataSource);
    await storeComments(database, 1, 0);
    const [order] = await database.query('SELECT id FROM orders');
    const outbox = shop.app.get(Outbox);

    // Each event is stored while the relay rests between polls (every second): waiting for the poll
    // would take most of a second per event.
    const events = 10;
    let waited = 0;
    for (let n = 1; n <= events; n++) {
      const comment = `at once ${n}`;
      const storedAt = Date.now();
      await outbox.transaction(async (_manager, publish) =>
        publish({ name: 'order.comment_added', payload: { order_id: order.id, comment, admin_username: 'relay-test' } }),
      );
      await until(comment, async () => timeline.some((entry) => entry.step === 'end' && entry.comment === comment), {
        timeoutMs: 10_000,
        everyMs: 5,
      });
      waited += Date.now() - storedAt;
      // Done, and the relay's round over: the next event finds no round under way that would take it along.
      await until(
        'the event done',
        async () => (await database.query('SELECT 1 FROM outbox_events WHERE completed_at IS NULL')).length === 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(waited).toBeLessThan((events * 1000) / 4);
  });

  describe('with BullMQ', () => {
    let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
    afterAll(() => redis?.stop());

    it('hands on an order’s next event only once its workers ran the one before', async () => {
      redis = await startPrivateRedis();
      const shop = await startTestApp({ REDIS_URL: redis.url }, { extraProviders: [CommentProbe] });
      apps.push(shop);
      const database = shop.app.get(DataSource);

      await storeComments(database, 100, 3);
      shop.app.get(OutboxRelay).wake();
      await until(
        'every event done',
        async () => (await database.query('SELECT 1 FROM outbox_events WHERE completed_at IS NULL')).length === 0,
      );

      await expectDeliveredInTurn(database, 100, 3);
      expect(mostAtOnce(probes)).toBeGreaterThan(1);
    });
  });
});
