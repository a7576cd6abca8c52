import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BackgroundTasks, type BackgroundTaskSpec } from '../src/platform/background/background-tasks.js';
import { startTestApp, type TestApp } from './test-app.js';
import { until } from './until.js';

const TOKEN = 'background-tasks-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task whose runs take `runMs` and are recorded with their start and end. */
function recordedTask(name: string, runMs: number, extra: Partial<BackgroundTaskSpec> = {}) {
  const runs: { start: number; end: number; shop: string }[] = [];
  const spec = (shop: string): BackgroundTaskSpec => ({
    name,
    everyMs: 40,
    jitter: 0.5,
    runsIn: 'workers',
    ...extra,
    async run() {
      const run = { start: Date.now(), end: 0, shop };
      runs.push(run);
      await sleep(runMs);
      run.end = Date.now();
    },
  });
  return { runs, spec };
}

describe('background tasks', () => {
  let shop: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ METRICS_TOKEN: TOKEN });
    second = await startTestApp({}, { sameDatabaseAs: shop });
  });
  afterAll(async () => {
    await second?.close();
    await shop?.close();
  });

  it('runs one at a time, each pause starting when a run ends and varying within its jitter', async () => {
    const { runs, spec } = recordedTask('one-at-a-time', 60);
    shop.app.get(BackgroundTasks).schedule(spec('first'));
    await until('five runs ended', () => runs.filter((run) => run.end).length >= 5, { everyMs: 10 });
    const finished = runs.filter((run) => run.end);
    const pauses = finished.slice(1).map((run, i) => run.start - finished[i].end);
    // everyMs 40 with jitter 0.5: every pause between 20 and 60 ms (timers may fire a millisecond early, never much sooner).
    for (const pause of pauses) expect(pause).toBeGreaterThanOrEqual(19);
    expect(new Set(pauses).size).toBeGreaterThan(1);
  });

  it('with oneAcrossShop, two processes never run the task at the same time, and the one kept out counts a skipped turn', async () => {
    const { runs, spec } = recordedTask('one-across-shop', 150, { everyMs: 10, oneAcrossShop: true });
    shop.app.get(BackgroundTasks).schedule(spec('first'));
    second.app.get(BackgroundTasks).schedule(spec('second'));
    await until('six runs ended', () => runs.filter((run) => run.end).length >= 6, { everyMs: 10 });
    const finished = runs.filter((run) => run.end).sort((a, b) => a.start - b.start);
    for (let i = 1; i < finished.length; i++) expect(finished[i].start).toBeGreaterThanOrEqual(finished[i - 1].end);
    // Each process got its turns while the other waited.
    expect(new Set(finished.map((run) => run.shop))).toEqual(new Set(['first', 'second']));

    const metrics = await shop.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(Number(metric(metrics.text, 'bookshop_background_runs_total{task="one-across-shop",outcome="skipped"}'))).toBeGreaterThan(0);
  });

  it('counts runs, failures and durations per task in the metrics', async () => {
    let failures = 0;
    shop.app.get(BackgroundTasks).schedule({
      name: 'always-fails',
      everyMs: 10,
      runsIn: 'workers',
      run: async () => {
        failures++;
        throw new Error('the provider is down');
      },
    });
    await until('three failed runs', () => failures >= 3, { everyMs: 10 });
    const { text } = await shop.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(Number(metric(text, 'bookshop_background_runs_total{task="always-fails",outcome="failed"}'))).toBeGreaterThanOrEqual(3);
    expect(Number(metric(text, 'bookshop_background_runs_total{task="one-at-a-time",outcome="done"}'))).toBeGreaterThanOrEqual(5);
    expect(Number(metric(text, 'bookshop_background_run_duration_seconds_count{task="one-at-a-time"}'))).toBeGreaterThanOrEqual(5);
    // The built-in loops run through it too.
    expect(text).toContain('bookshop_background_runs_total{task="outbox-relay",outcome="done"}');
  });

  it('does not run a worker-only task where RUN_WORKERS is false', async () => {
    const apiOnly = await startTestApp({ RUN_WORKERS: 'false' });
    try {
      const { runs, spec } = recordedTask('workers-only', 1, { everyMs: 5, runAtStart: true });
      apiOnly.app.get(BackgroundTasks).schedule(spec('api-only'));
      await sleep(200);
      expect(runs).toHaveLength(0);
    } finally {
      await apiOnly.close();
    }
  });

  it('on stopping, lets the running run finish, tells it the process is stopping, and starts no other', async () => {
    const stopping = await startTestApp();
    const seen: { aborted: boolean; finished: boolean }[] = [];
    stopping.app.get(BackgroundTasks).schedule({
      name: 'long-run',
      everyMs: 5,
      runsIn: 'workers',
      runAtStart: true,
      async run(signal) {
        const run = { aborted: false, finished: false };
        seen.push(run);
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        run.aborted = signal.aborted;
        await sleep(100);
        run.finished = true;
      },
    });
    await until('one run seen', () => seen.length === 1, { everyMs: 10 });
    await stopping.close();
    expect(seen).toEqual([{ aborted: true, finished: true }]);
  });
});

function metric(text: string, series: string): string | undefined {
  return text
    .split('\n')
    .find((line) => line.startsWith(`${series} `))
    ?.split(' ')[1];
}
