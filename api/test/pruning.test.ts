import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { StaleRowsPruner } from '../src/platform/database/stale-rows-pruner.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('tables that stop growing', () => {
  let shop: TestApp;
  let database: DataSource;
  beforeAll(async () => {
    shop = await startTestApp({ OUTBOX_RETENTION_DAYS: '30' });
    database = shop.app.get(DataSource);
  });
  afterAll(() => shop?.close());

  const count = async (sql: string) => (await database.query(sql))[0].count as number;

  it('removes day-old idempotency keys and month-old done events with their handled rows, in batches, keeping the rest', async () => {
    await database.query(`
      INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
      SELECT 'orders', 'old-' || n, 'hash', now() - interval '25 hours' FROM generate_series(1, 1200) n
      UNION ALL SELECT 'orders', 'recent-' || n, 'hash', now() - interval '23 hours' FROM generate_series(1, 5) n`);
    const events = async (label: string, howMany: number, completedAt: string) => {
      await database.query(
        `
        WITH added AS (
          INSERT INTO outbox_events (name, payload, created_at, dispatched_at, completed_at)
          SELECT 'order.placed', jsonb_build_object('label', $1::text), now() - interval '40 days', now() - interval '40 days', ${completedAt}
          FROM generate_series(1, $2::int) RETURNING id)
        INSERT INTO handled_events (event_id, handler) SELECT id, 'OrderHistoryHandlers.placed' FROM added`,
        [label, howMany],
      );
    };
    await events('old', 1100, `now() - interval '31 days'`);
    await events('recent', 3, `now() - interval '29 days'`);
    await events('never done', 2, 'NULL');

    expect(await shop.app.get(StaleRowsPruner).prune()).toEqual({ idempotencyKeys: 1200, outboxEvents: 1100 });

    expect(await count(`SELECT count(*)::int FROM idempotency_keys WHERE key LIKE 'old-%'`)).toBe(0);
    expect(await count(`SELECT count(*)::int FROM idempotency_keys WHERE key LIKE 'recent-%'`)).toBe(5);
    expect(await database.query(`SELECT payload->>'label' AS label, count(*)::int FROM outbox_events GROUP BY 1 ORDER BY 1`)).toEqual([
      { label: 'never done', count: 2 },
      { label: 'recent', count: 3 },
    ]);
    expect(
      await count(`SELECT count(*)::int FROM handled_events h WHERE NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.id = h.event_id)`),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int FROM handled_events`)).toBe(5);
  });
});
