import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MAX_CONTACT_LINE_LENGTH, MAX_CONTACT_MESSAGE_LENGTH } from '@bookshop/contracts/contact';
import { startTestApp, type TestApp } from './test-app.js';

const MESSAGE = {
  full_name: 'Fatima El Amrani',
  email: 'fatima@example.nl',
  subject: 'Levering naar Duitsland',
  message: 'Bezorgen jullie ook in Keulen?',
};

describe('contact messages', () => {
  let shop: TestApp;
  let database: DataSource;
  beforeAll(async () => {
    shop = await startTestApp();
    database = shop.app.get(DataSource);
  });
  afterAll(() => shop.close());

  const send = (body: object) => shop.http().post('/api/contact').send(body);
  const count = async (sql: string) => Number((await database.query(sql))[0].count);

  it('stores a message trimmed and stores contact.received in the outbox with it', async () => {
    const created = await send({ ...MESSAGE, full_name: `  ${MESSAGE.full_name} `, subject: `${MESSAGE.subject}\n` }).expect(201);
    expect(created.body).toEqual({ id: expect.any(String) });

    const stored = await database.query('SELECT full_name, email, subject, message FROM contact_messages WHERE id = $1', [created.body.id]);
    expect(stored).toEqual([MESSAGE]);
    const events = await database.query(
      `SELECT payload FROM outbox_events WHERE name = 'contact.received' AND payload->>'message_id' = $1`,
      [created.body.id],
    );
    expect(events).toEqual([{ payload: { message_id: created.body.id, ...MESSAGE } }]);
  });

  it('accepts the longest allowed fields', async () => {
    const longest = {
      ...MESSAGE,
      full_name: 'f'.repeat(MAX_CONTACT_LINE_LENGTH),
      subject: 's'.repeat(MAX_CONTACT_LINE_LENGTH),
      message: 'm'.repeat(MAX_CONTACT_MESSAGE_LENGTH),
    };
    await send(longest).expect(201);
  });

  it('answers each broken rule with 400 and its translation key, storing nothing and announcing nothing', async () => {
    const messages = await count('SELECT count(*) FROM contact_messages');
    const events = await count(`SELECT count(*) FROM outbox_events WHERE name = 'contact.received'`);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ full_name: undefined }, { full_name: 'contact.validation.fullName' }],
      [{ full_name: '  ' }, { full_name: 'contact.validation.fullName' }],
      [{ full_name: 'f'.repeat(MAX_CONTACT_LINE_LENGTH + 1) }, { full_name: 'contact.validation.fullNameLength' }],
      [{ email: undefined }, { email: 'contact.validation.email' }],
      [{ email: 'fatima@' }, { email: 'contact.validation.email' }],
      [{ email: 'fatima el@example.nl' }, { email: 'contact.validation.email' }],
      [{ subject: undefined }, { subject: 'contact.validation.subject' }],
      [{ subject: '\t' }, { subject: 'contact.validation.subject' }],
      [{ subject: 's'.repeat(MAX_CONTACT_LINE_LENGTH + 1) }, { subject: 'contact.validation.subjectLength' }],
      [{ message: undefined }, { message: 'contact.validation.message' }],
      [{ message: ' ' }, { message: 'contact.validation.message' }],
      [{ message: ['not', 'text'] }, { message: 'contact.validation.message' }],
      [{ message: 'm'.repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) }, { message: 'contact.validation.messageLength' }],
    ];
    for (const [change, fields] of cases) {
      const response = await send({ ...MESSAGE, ...change });
      // The case rides along so that a failure names the input that broke.
      expect({ change, status: response.status, code: response.body.code, fields: response.body.fields }).toEqual({
        change,
        status: 400,
        code: 'validation_failed',
        fields,
      });
    }

    const empty = await send({}).expect(400);
    expect(empty.body.fields).toEqual({
      full_name: 'contact.validation.fullName',
      email: 'contact.validation.email',
      subject: 'contact.validation.subject',
      message: 'contact.validation.message',
    });
    expect(await count('SELECT count(*) FROM contact_messages')).toBe(messages);
    expect(await count(`SELECT count(*) FROM outbox_events WHERE name = 'contact.received'`)).toBe(events);
  });
});

describe('contact messages: rate limit', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '3' });
  });
  afterAll(() => shop.close());

  it('refuses a fourth message from one address within a minute with 429, counting apart from reviews', async () => {
    for (let i = 0; i < 3; i += 1) await shop.http().post('/api/contact').send(MESSAGE).expect(201);
    const limited = await shop.http().post('/api/contact').send(MESSAGE).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await shop
      .http()
      .post('/api/reviews')
      .send({ name: 'Sara', email: 'sara@example.nl', rating: 5, review_text: 'Prachtig boek.' })
      .expect(201);
  });
});
