import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { EmailTemplatesService } from '../src/modules/notifications/email-templates.service.js';
import type { DomainEvent } from '../src/platform/events/domain-events.js';
import { EventHandlers } from '../src/platform/events/event-handlers.js';
import { Outbox } from '../src/platform/events/outbox.js';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { orderSnapshot } from './fixtures.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Publishes events as a module would (outbox, same transaction) and waits until their handlers ran. */
async function deliver(shop: TestApp, ...events: DomainEvent[]): Promise<void> {
  await shop.app.get(Outbox).transaction(async (_manager, publish) => events.forEach(publish));
  // Twice: the relay run that publishing wakes may claim the events while the first drain looks.
  await shop.app.get(OutboxRelay).drain();
  await shop.app.get(OutboxRelay).drain();
}

async function outboxEvents(
  shop: TestApp,
  name: string,
): Promise<{ id: string; payload: Record<string, unknown>; last_error: string | null; dispatched_at: Date | null }[]> {
  return shop.app
    .get(DataSource)
    .query('SELECT id, payload, last_error, dispatched_at FROM outbox_events WHERE name = $1 ORDER BY id', [name]);
}

describe('notifications: emails through SMTP', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kinderboekwinkel <shop@bookshop.test>',
      PUBLIC_URL: 'https://shop.example.nl',
      LOCAL_PAYMENTS: 'true',
    });
  });
  beforeEach(() => smtp.clear());
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('mails the order confirmation when an order is paid: Arabic, right-to-left, values escaped', async () => {
    const order = orderSnapshot({ customer_name: '<script>alert(1)</script> Mariam', language: 'ar' });
    await deliver(shop, { name: 'order.paid', payload: { ...order, payment_id: 'tr_test1' } });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.envelope.to).toEqual(['mariam@example.nl']);
    expect(mail.headers.get('from')).toBe('Kinderboekwinkel <shop@bookshop.test>');
    expect(mail.subject).toBe('شكرًا لك! تم تأكيد طلبك BK-10042');
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.html).toContain('https://shop.example.nl/order-confirmation/q7Xv2LmN9pRt4sWz8yBc1dFg');
    expect(mail.html).toContain('Kinderboekwinkel');
    expect(mail.html).toContain('القطة الصغيرة');
    expect(mail.html).toMatch(/€25\.00[\s\S]*€4\.95[\s\S]*€29\.95/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mariam');
    // The plain-text part is not HTML: it shows the name as typed.
    expect(mail.text).toContain('<script>alert(1)</script> Mariam');
    expect(mail.text).toContain('2 × القطة الصغيرة: €25.00');
  });

  it('announces each order email as email.sent for the order history', async () => {
    const order = orderSnapshot({ order_id: '0b5f9a3c-5d1e-4f6a-8b7c-9d0e1f2a3b4c', language: 'en' });
    await deliver(shop, { name: 'order.confirmation_resend_requested', payload: order });

    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Thank you! Your order BK-10042 is confirmed']);
    const sent = (await outboxEvents(shop, 'email.sent')).filter((event) => event.payload.order_id === order.order_id);
    expect(sent.map((event) => event.payload)).toEqual([
      { order_id: order.order_id, template_name: 'order_confirmation', to: 'mariam@example.nl', language: 'en', admin_username: null },
    ]);
  });

  it("shows the amounts in the order's currency, and in euros for events written before orders had one", async () => {
    const { currency: _, ...withoutCurrency } = orderSnapshot({ language: 'en', customer_email: 'old@example.nl' });
    await deliver(
      shop,
      { name: 'order.paid', payload: { ...orderSnapshot({ language: 'en', currency: 'GBP' }), payment_id: 'tr_pounds' } },
      { name: 'order.paid', payload: { ...withoutCurrency, payment_id: 'tr_old' } },
    );
    const mailTo = (address: string) => smtp.messages.find((mail) => mail.envelope.to.includes(address))!;
    expect(mailTo('mariam@example.nl').text).toMatch(/£25\.00[\s\S]*£4\.95[\s\S]*£29\.95/);
    expect(mailTo('mariam@example.nl').html).not.toContain('€');
    expect(mailTo('old@example.nl').text).toMatch(/€25\.00[\s\S]*€29\.95/);
  });

  it('sends one mail when the same stored event is delivered again', async () => {
    await deliver(shop, {
      name: 'order.paid',
      payload: { ...orderSnapshot({ customer_email: 'twice@example.nl' }), payment_id: 'tr_twice' },
    });
    const [stored] = (await outboxEvents(shop, 'order.paid')).filter((event) => event.payload.payment_id === 'tr_twice');
    const handlers = shop.app.get(EventHandlers);
    expect(handlers.handlersOf('order.paid')).toContain('NotificationHandlers.onOrderPaid');

    const event = { id: String(stored.id), name: 'order.paid', payload: stored.payload, createdAt: new Date().toISOString() };
    await handlers.run('NotificationHandlers.onOrderPaid', event);
    await handlers.run('NotificationHandlers.onOrderPaid', event);
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([['twice@example.nl']]);
  });

  it('does not mail again when the transaction of the handler that sent the mail failed after it, and the handler runs again', async () => {
    // The handler's last write, its email.sent, fails once: its transaction rolls back after the
    // SMTP server took the mail, as when a stopping process or the database fails in that moment.
    const db = shop.app.get(DataSource);
    await db.query(`CREATE SEQUENCE email_sent_inserts`);
    await db.query(`
      CREATE FUNCTION fail_first_email_sent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('email_sent_inserts') = 1 THEN RAISE EXCEPTION 'the database failed after the mail left'; END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER fail_first_email_sent BEFORE INSERT ON outbox_events
      FOR EACH ROW WHEN (NEW.name = 'email.sent') EXECUTE FUNCTION fail_first_email_sent()`);
    try {
      await deliver(shop, {
        name: 'order.paid',
        payload: { ...orderSnapshot({ customer_email: 'retried@example.nl', language: 'en' }), payment_id: 'tr_retried' },
      });
      const [stored] = (await outboxEvents(shop, 'order.paid')).filter((event) => event.payload.payment_id === 'tr_retried');
      expect(stored.last_error).toContain('the database failed after the mail left');
      expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([['retried@example.nl']]);

      // The retry: the handler runs again and does the rest, without a second mail.
      const event = { id: String(stored.id), name: 'order.paid', payload: stored.payload, createdAt: new Date().toISOString() };
      await shop.app.get(EventHandlers).run('NotificationHandlers.onOrderPaid', event);
      expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([['retried@example.nl']]);
      const announced = (await outboxEvents(shop, 'email.sent')).filter((sent) => sent.payload.to === 'retried@example.nl');
      expect(announced).toHaveLength(1);
    } finally {
      await db.query(`DROP TRIGGER fail_first_email_sent ON outbox_events`);
      await db.query(`DROP FUNCTION fail_first_email_sent()`);
      await db.query(`DROP SEQUENCE email_sent_inserts`);
    }
  });

  it('tells the customer when the order is sent or delivered, and says nothing about other statuses', async () => {
    const change = (status: string, language: string): DomainEvent => ({
      name: 'order.status_changed',
      payload: {
        ...orderSnapshot({ status: status as never, language: language as never }),
        previous_status: 'paid',
        comment: null,
        admin_username: 'admin',
      },
    });
    await deliver(shop, change('printed', 'en'));
    expect(smtp.messages).toHaveLength(0);

    await deliver(shop, change('sent', 'nl'), change('delivered', 'en'));
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'Je bestelling BK-10042 is onderweg',
      'Your order BK-10042 has been delivered',
    ]);
    expect(smtp.messages[0].html).toContain('<html dir="ltr" lang="nl">');
    expect(smtp.messages[0].html).toContain('Het kleine katje');
  });

  it("sends an admin's template email with their values and note, escaped, and records who sent it", async () => {
    const { auth } = await shop.login();
    await shop
      .http()
      .post('/api/admin/email-templates')
      .set(auth)
      .send({
        name: 'shipping_delay',
        subject_ar: 'تأخير في شحن طلبك {{friendly_id}}',
        subject_en: 'A short delay for order {{friendly_id}}',
        subject_nl: 'Kleine vertraging voor bestelling {{friendly_id}}',
        body_ar: 'مرحبًا {{customer_name}}، سيُشحن طلبك في {{new_date}}.',
        body_en: 'Dear {{customer_name}}, your order ships on {{new_date}}.',
        body_nl: 'Beste {{customer_name}}, je bestelling wordt op {{{new_date}}} verzonden.',
      })
      .expect(201);
    const order = orderSnapshot({ order_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', language: 'ar' });
    await deliver(shop, {
      name: 'order.email_requested',
      payload: {
        ...order,
        template_name: 'shipping_delay',
        variables: { new_date: '  <b>12 december</b> ', customer_name: '   ' },
        email_language: 'nl',
        custom_message: 'Excuses voor het wachten!\nGroetjes van <i>Sara</i>',
        admin_username: 'admin',
      },
    });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.subject).toBe('Kleine vertraging voor bestelling BK-10042');
    // A blank value does not blank out the order's own; even {{{ }}} output is escaped in HTML.
    expect(mail.html).toContain('Beste Mariam El Amrani, je bestelling wordt op &lt;b&gt;12 december&lt;/b&gt; verzonden.');
    expect(mail.html).toContain('Excuses voor het wachten!<br>Groetjes van &lt;i&gt;Sara&lt;/i&gt;');
    expect(mail.text).toContain('Beste Mariam El Amrani, je bestelling wordt op <b>12 december</b> verzonden.');
    const sent = (await outboxEvents(shop, 'email.sent')).filter((event) => event.payload.order_id === order.order_id);
    expect(sent.map((event) => event.payload)).toEqual([
      { order_id: order.order_id, template_name: 'shipping_delay', to: 'mariam@example.nl', language: 'nl', admin_username: 'admin' },
    ]);
  });

  it('forwards contact messages to the admin email of the settings, in English, with reply-to the visitor', async () => {
    const { auth } = await shop.login();
    await shop.http().put('/api/settings').set(auth).send({ currency: 'EUR', admin_email: 'team@bookshop.test' }).expect(200);
    await deliver(shop, {
      name: 'contact.received',
      payload: {
        message_id: 'c1',
        full_name: 'Yusuf Demir',
        email: 'yusuf@example.de',
        subject: 'Bulk order',
        message: 'Do you ship\n20 copies to a school?',
      },
    });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.envelope.to).toEqual(['team@bookshop.test']);
    expect(mail.headers.get('reply-to')).toBe('yusuf@example.de');
    expect(mail.subject).toBe('New contact form message: Bulk order');
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.text).toContain('Do you ship\n20 copies to a school?');
  });

  it('sends the default wording when a system template is missing from older data', async () => {
    // The back office cannot delete it; a shop from before that rule may still lack it.
    await shop.app.get(DataSource).query(`DELETE FROM email_templates WHERE name = 'order_delivered'`);

    const order = orderSnapshot({ customer_email: 'fallback@example.nl', language: 'en' });
    await deliver(shop, {
      name: 'order.status_changed',
      payload: { ...order, status: 'delivered', previous_status: 'sent', comment: null, admin_username: null },
    });
    await smtp.waitFor(1);
    expect(smtp.messages.map((mail) => [mail.envelope.to, mail.subject])).toEqual([
      [['fallback@example.nl'], 'Your order BK-10042 has been delivered'],
    ]);
    expect(smtp.messages[0].text).toContain('BK-10042');
    await shop.app.get(EmailTemplatesService).ensureDefaultTemplates();
  });

  it('keeps the mailbox closed while mail goes out through SMTP', async () => {
    const { auth } = await shop.login();
    const response = await shop.http().get('/api/admin/mailbox').set(auth).expect(409);
    expect(response.body.code).toBe('mailbox_disabled');
  });
});

describe('notifications: without SMTP_URL, mails land in DATA_DIR/mail and the mailbox', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('writes each mail as .eml and .json, lists them newest first and shows one', async () => {
    const { auth } = await shop.login();
    await deliver(shop, {
      name: 'order.paid',
      payload: { ...orderSnapshot({ customer_email: 'first@example.nl', language: 'nl' }), payment_id: 'tr_1' },
    });
    await deliver(shop, {
      name: 'order.paid',
      payload: { ...orderSnapshot({ customer_email: 'second@example.nl', language: 'en' }), payment_id: 'tr_2' },
    });

    const files = fs.readdirSync(shop.config.mailDir).sort();
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(2);
    const raw = fs.readFileSync(
      path.join(
        shop.config.mailDir,
        files.find((file) => file.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(raw).toMatch(/^To: first@example\.nl$/m);

    const list = await shop.http().get('/api/admin/mailbox').set(auth).expect(200);
    expect(list.body).toEqual([
      { id: expect.any(String), to: 'second@example.nl', subject: 'Thank you! Your order BK-10042 is confirmed', date: expect.any(String) },
      { id: expect.any(String), to: 'first@example.nl', subject: 'Bedankt! Je bestelling BK-10042 is bevestigd', date: expect.any(String) },
    ]);

    const shown = await shop.http().get(`/api/admin/mailbox/${list.body[1].id}`).set(auth).expect(200);
    expect(shown.body).toEqual({
      id: list.body[1].id,
      to: 'first@example.nl',
      from: 'Bookshop <no-reply@localhost>',
      subject: 'Bedankt! Je bestelling BK-10042 is bevestigd',
      date: list.body[1].date,
      html: expect.stringContaining('<html dir="ltr" lang="nl">'),
      text: expect.stringContaining('Beste Mariam El Amrani,'),
    });
  });

  it('answers 404 for unknown ids and anything that tries to leave the mail folder, 401 without a token', async () => {
    const { auth } = await shop.login();
    fs.writeFileSync(path.join(shop.config.dataDir, 'secret.json'), JSON.stringify({ id: 'secret' }));
    const unknown = await shop.http().get('/api/admin/mailbox/2025-01-01T00-00-00-000Z-0000000000').set(auth).expect(404);
    expect(unknown.body.code).toBe('mail_not_found');
    await shop.http().get('/api/admin/mailbox/..%2Fsecret').set(auth).expect(404);
    await shop.http().get('/api/admin/mailbox/%2E%2E%2F%2E%2E%2Fsecret').set(auth).expect(404);
    await shop.http().get('/api/admin/mailbox/..%5Csecret').set(auth).expect(404);
    await shop.http().get('/api/admin/mailbox').expect(401);
    await shop.http().get('/api/admin/mailbox/anything').expect(401);
  });
});
