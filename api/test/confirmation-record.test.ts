import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { OrderSnapshot } from '../src/events/orders.js';
import type { DomainEvent } from '../src/platform/events/domain-events.js';
import { Outbox } from '../src/platform/events/outbox.js';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { orderSnapshot } from './fixtures.js';
import { localProvider } from './payment-providers.js';
import { oneLine, pdfText, withoutSpaces } from './pdf-text.js';
import { addBook, addShipping, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { parseMail, startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

const COMPANY = {
  company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
  company_trading_name: 'Al-Qamar Kinderboeken',
  company_street: 'Witte de Withstraat 12',
  company_postcode: '3012 BP',
  company_city: 'Rotterdam',
  company_country: 'NL',
  company_kvk_number: '12345678',
  company_vat_number: 'NL123456789B01',
};

/** Publishes events as a module would (outbox, same transaction) and waits until their handlers ran. */
async function deliver(shop: TestApp, ...events: DomainEvent[]): Promise<void> {
  await shop.app.get(Outbox).transaction(async (_manager, publish) => events.forEach(publish));
  await shop.app.get(OutboxRelay).drain();
  await shop.app.get(OutboxRelay).drain();
}

async function setUpShop(shop: TestApp): Promise<void> {
  const { auth } = await shop.login();
  await shop
    .http()
    .put('/api/settings')
    .set(auth)
    .send({ currency: 'EUR', admin_email: 'team@bookshop.test', ...COMPANY })
    .expect(200);
}

/** The id of the version in force of a legal text, as an order placed now records it. */
async function currentVersionId(shop: TestApp, kind: 'terms' | 'withdrawal'): Promise<string> {
  const [row] = await shop.app
    .get(DataSource)
    .query<{ id: string }[]>('SELECT id FROM legal_text_versions WHERE kind = $1 ORDER BY version DESC LIMIT 1', [kind]);
  return row.id;
}

async function paidOrder(shop: TestApp, overrides: Partial<OrderSnapshot>): Promise<DomainEvent> {
  const order = orderSnapshot({
    terms_version_id: await currentVersionId(shop, 'terms'),
    withdrawal_policy_version_id: await currentVersionId(shop, 'withdrawal'),
    ...overrides,
  });
  return { name: 'order.paid', payload: { ...order, payment_id: `tr_${order.order_id.slice(0, 8)}` } };
}

/** The two PDFs of the contract in a confirmation, read back as text (a paid order's receipt comes after them, receipts.test.ts). */
async function attachedTexts(mail: CapturedMail, friendlyId = 'BK-10042'): Promise<{ terms: string; withdrawal: string }> {
  const contract = mail.attachments.filter((attachment) => !attachment.filename.startsWith('receipt-'));
  expect(contract.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: expect.stringMatching(new RegExp(`-${friendlyId}\\.pdf$`)), contentType: 'application/pdf' },
    { filename: expect.stringMatching(new RegExp(`-${friendlyId}\\.pdf$`)), contentType: 'application/pdf' },
  ]);
  const [terms, withdrawal] = await Promise.all(contract.map(async (attachment) => oneLine(await pdfText(attachment.content))));
  return { terms, withdrawal };
}

describe('the order confirmation is the durable record of the contract', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ SMTP_URL: smtp.url }, { listen: true });
    await setUpShop(shop);
  });
  beforeEach(() => smtp.clear());
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it("names the shop, the delivery cost and the withdrawal right with its link, and attaches the terms and the withdrawal policy as PDFs in the order's language", async () => {
    await deliver(shop, await paidOrder(shop, { language: 'nl' }));

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    const orderUrl = `${shop.config.publicUrl}/order-confirmation/q7Xv2LmN9pRt4sWz8yBc1dFg`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Kinderboekwinkel Al-Qamar B.V.');
      expect(part).toContain('Witte de Withstraat 12, 3012 BP Rotterdam');
      expect(part).toContain('KvK 12345678');
      expect(part).toContain('Btw NL123456789B01');
      expect(part).toContain('Je herroepingsrecht');
      expect(part).toContain('binnen 14 dagen');
      expect(part).toContain('Herroep de overeenkomst hier');
    }
    expect(mail.text).toMatch(/Verzending: €\u00a04,95[\s\S]*Totaal: €\u00a029,95/);
    expect(mail.text).toContain(`Herroep de overeenkomst hier: ${orderUrl}`);
    expect(mail.html).toContain(`<a href="${orderUrl}" style="color:#b4532a;font-weight:bold;">Herroep de overeenkomst hier</a>`);

    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      'algemene-voorwaarden-BK-10042.pdf',
      'herroepingsbeleid-BK-10042.pdf',
    ]);
    const { terms, withdrawal } = await attachedTexts(mail);
    for (const text of [terms, withdrawal]) {
      expect(text).toContain('Geaccepteerd bij bestelling BK-10042 op 20 november 2025');
      expect(text).toContain('Versie 1 van');
      expect(text).toContain('Al-Qamar Kinderboeken (Kinderboekwinkel Al-Qamar B.V.)');
      expect(text).toContain('KvK 12345678 · Btw NL123456789B01');
    }
    expect(terms).toContain('Algemene voorwaarden');
    expect(withdrawal).toContain('Je herroepingsrecht');
    // The model withdrawal form, with the shop's details filled in.
    expect(withdrawal).toContain('Modelformulier');
    expect(withdrawal).toContain('Kinderboekwinkel Al-Qamar B.V.');
  });

  it('writes the Arabic PDFs right to left, their words copying out in reading order', async () => {
    await deliver(shop, await paidOrder(shop, { language: 'ar' }));

    const [mail] = await smtp.waitFor(1);
    expect(mail.html).toContain('حقك في الانسحاب');
    expect(mail.html).toContain('الانسحاب من العقد من هنا');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      'terms-and-conditions-BK-10042.pdf',
      'withdrawal-policy-BK-10042.pdf',
    ]);
    const { terms, withdrawal } = await attachedTexts(mail);
    // The PDFs leave out Arabic vowel signs (docs/emails.md), so the expected text does too.
    const unvowelled = (text: string) => text.replace(/[\u064B-\u065F\u0670]/g, '');
    for (const text of [terms, withdrawal]) {
      expect(withoutSpaces(text)).toContain(withoutSpaces(unvowelled('قُبلت مع الطلب BK-10042 بتاريخ 20 نوفمبر 2025')));
    }
    expect(terms).toContain('الشروط والأحكام');
    expect(withdrawal).toContain('سياسة الانسحاب والإرجاع');
    expect(withdrawal).toContain('ماذا يحدث بعد الانسحاب');
    expect(withdrawal).toContain(unvowelled('يمكنكم تصفّح الكتب كما تفعلون في مكتبة'));
    expect(withdrawal).toContain(unvowelled('نرسل لكم نسخة جديدة على نفقتنا'));
    expect(withdrawal).toContain(unvowelled('يمنحكم القانون ضمانًا مدته سنتان من تاريخ التسليم'));
    expect(withoutSpaces(withdrawal)).toContain(
      withoutSpaces(unvowelled('نردّ لكم كل ما دفعتموه مقابل الطلب، بما في ذلك تكلفة الشحن العادي، خلال 14 يومًا')),
    );
    // The model withdrawal form, addressed to the shop.
    expect(withdrawal).toContain('نموذج الانسحاب');
    expect(withoutSpaces(withdrawal)).toMatch(/نموذجالانسحاب.*إلى.*KinderboekwinkelAl-QamarB\.V\./);
  });

  it('attaches the versions a paid order was placed under, also when its confirmation is resent after staff published new terms', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50', stock: '20' });
    const placeOrder = async (email: string) => {
      const order = (
        await shop
          .http()
          .post('/api/orders')
          .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, { language: 'en', customer_email: email }))
          .expect(201)
      ).body as { id: string; friendly_id: string };
      await localProvider.decide(shop, await paymentIdOf(shop, order.id), 'paid');
      await settleAll(shop);
      return order;
    };

    const older = await placeOrder('emma@example.nl');
    const [confirmation] = await smtp.waitFor(1);
    const original = await attachedTexts(confirmation, older.friendly_id);
    expect(original.terms).toContain(`Accepted with order ${older.friendly_id}`);
    expect(original.terms).toContain('Version 1 of');

    await shop
      .http()
      .post('/api/admin/legal-texts/terms')
      .set(auth)
      .send({
        body_ar: '# شروط جديدة\n\nنص جديد.',
        body_en: '# New terms\n\nThe second version.',
        body_nl: '# Nieuwe voorwaarden\n\nTweede versie.',
      })
      .expect(201);
    smtp.clear();
    await shop.http().post('/api/emails/send').send({ order_id: older.id, template_name: 'order_confirmation' }).expect(202);
    await settleAll(shop);
    const [resent] = await smtp.waitFor(1);
    expect((await attachedTexts(resent, older.friendly_id)).terms).toBe(original.terms);

    smtp.clear();
    const newer = await placeOrder('noor@example.nl');
    const [newerConfirmation] = await smtp.waitFor(1);
    const newerTerms = (await attachedTexts(newerConfirmation, newer.friendly_id)).terms;
    expect(newerTerms).toContain('New terms Version 2 of');
    expect(newerTerms).toContain('The second version.');
  });
});

describe('the confirmation in the mail folder (no SMTP_URL)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
    await setUpShop(shop);
  });
  afterAll(() => shop.close());

  it('keeps both PDFs in the .eml', async () => {
    await deliver(shop, await paidOrder(shop, { language: 'en' }));

    const [eml] = fs.readdirSync(shop.config.mailDir).filter((file) => file.endsWith('.eml'));
    const mail = parseMail(fs.readFileSync(path.join(shop.config.mailDir, eml), 'utf8'), { from: '', to: [] });
    const { terms, withdrawal } = await attachedTexts(mail);
    expect(terms).toContain('Accepted with order BK-10042');
    expect(withdrawal).toContain('Model withdrawal form');
  });
});
