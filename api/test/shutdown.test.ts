import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { SHUTDOWN_GRACE_MS } from '../src/platform/events/bullmq-dispatcher.js';
import { HandlesEvent } from '../src/platform/events/event-handler.decorator.js';
import { startPrivateRedis } from './private-redis.js';
import { startTestApp } from './test-app.js';

/** A contact message's job that takes as long as the test says: `finish` ends it, or it runs on. */
let slowJob: { started: () => void; finish: Promise<void>; finished: boolean };

@Injectable()
class SlowHandlers {
  @HandlesEvent('contact.received')
  async onContactReceived(): Promise<void> {
    slowJob.started();
    await slowJob.finish;
    slowJob.finished = true;
  }
}

const MESSAGE = {
  full_name: 'Fatima El Amrani',
  email: 'fatima@example.nl',
  subject: 'Levering',
  message: 'Bezorgen jullie ook in Keulen?',
};

describe('an API process that stops while a job runs', () => {
  // A Redis for each test: each shop's database numbers its events from 1, and a job id that a
  // finished job of the test before still holds would never run.
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  beforeEach(async () => {
    redis = await startPrivateRedis();
  });
  afterEach(async () => {
    await redis?.stop();
  });

  /** A shop whose next contact job runs until `finish` settles; answers once that job has started. */
  async function shopWithRunningJob(finish: Promise<void>) {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    slowJob = { started, finish, finished: false };
    const shop = await startTestApp({ REDIS_URL: redis.url }, { extraProviders: [SlowHandlers] });
    await shop.http().post('/api/contact').send(MESSAGE).expect(201);
    await running;
    return shop;
  }

  it('lets a running job finish before it stops', async () => {
    const shop = await shopWithRunningJob(new Promise((resolve) => setTimeout(resolve, 1500)));
    await shop.close();
    expect(slowJob.finished).toBe(true);
  });

  it(
    'stops after the grace period when a job does not end (the job is retried later)',
    async () => {
      const shop = await shopWithRunningJob(new Promise(() => {}));
      const stopping = Date.now();
      await shop.close();
      const took = Date.now() - stopping;
      expect(took).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
      expect(took).toBeLessThan(SHUTDOWN_GRACE_MS + 10_000);
      expect(slowJob.finished).toBe(false);
    },
    SHUTDOWN_GRACE_MS + 30_000,
  );
});
