import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { localProvider } from './payment-providers.js';
import { pdfText, withoutSpaces } from './pdf-text.js';
import { addBook, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

const COMPANY = {
  company_legal_name: 'Boekhandel Qamar B.V.',
  company_trading_name: 'Qamar Kinderboeken',
  company_street: 'Javastraat 12',
  company_postcode: '1094 HB',
  company_city: 'Amsterdam',
  company_country: 'NL',
  company_kvk_number: '12345678',
  company_vat_number: 'NL123456789B01',
};

const METRICS_TOKEN = 'metrics-token-for-the-receipts-test-0123456789';

describe('receipts of paid orders', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let auth: { Authorization: string };
  let book: { id: string };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ ...(await localProvider.start()), SMTP_URL: smtp.url, METRICS_TOKEN }, { listen: true });
    ({ auth } = await shop.login());
    const settings = (await shop.http().get('/api/settings').expect(200)).body;
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...settings, ...COMPANY })
      .expect(200);
    await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'NL', country_name: 'Nederland', shipping_cost: 4.95, shipping_threshold: 0 })
      .expect(201);
    book = await addBook(shop, auth, { price: '20.00', stock: '1000' });
  });
  afterAll(async () => {
    await shop?.close();
    await localProvider.stop();
    await smtp?.close();
  });

  async function place(language = 'nl') {
    return (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 20 }], 24.95, { language }))
        .expect(201)
    ).body as { id: string; friendly_id: string; process_number: string };
  }
  const pay = async (orderId: string) => localProvider.decide(shop, await paymentIdOf(shop, orderId), 'paid');
  const receiptOf = async (orderId: string) =>
    (
      (await shop.app.get(DataSource).query('SELECT receipt_number FROM orders WHERE id = $1', [orderId])) as {
        receipt_number: string | null;
      }[]
    )[0].receipt_number;
  /** A PDF download, its bytes as the body. */
  const pdf = (path: string, headers: Record<string, string> = {}) =>
    shop
      .http()
      .get(path)
      .set(headers)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('has none before payment, then one with the year’s next number, the VAT and the total, from the order page and the back office', async () => {
    const order = await place();
    expect((await shop.http().get(`/api/orders/${order.process_number}/receipt.pdf`).expect(409)).body.code).toBe('receipt_not_issued');
    await pay(order.id);
    await settleAll(shop);
    const number = await receiptOf(order.id);
    expect(number).toMatch(new RegExp(`^R${new Date().getFullYear()}-\\d{6}$`));

    const fromPage = await pdf(`/api/orders/${order.process_number}/receipt.pdf`);
    expect(fromPage.status).toBe(200);
    expect(fromPage.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(fromPage.body);
    // €20.00 at 9%: 1.65 VAT; delivery €4.95: 0.41; net 22.89.
    expect(text).toContain(`Bonnummer ${number}`);
    expect(text).toContain(`Bestelling ${order.friendly_id}`);
    expect(text).toMatch(/Btw 9%\s+€\s?2,06/);
    expect(text).toMatch(/Bedrag excl\. btw\s+€\s?22,89/);
    expect(text).toMatch(/Totaal incl\. btw\s+€\s?24,95/);
    expect(text).toContain('KvK 12345678');

    const fromBackOffice = await pdf(`/api/admin/orders/${order.id}/receipt.pdf?lang=ar`, auth).expect(200);
    const arabic = await pdfText(fromBackOffice.body);
    expect(arabic).toContain('إيصال');
    expect(withoutSpaces(arabic)).toContain(withoutSpaces(`رقم الإيصال ${number}`));
    expect(withoutSpaces(arabic)).toContain(withoutSpaces('ضريبة القيمة المضافة'));
    expect(arabic).toContain('€2.06');
    expect(withoutSpaces(arabic)).toContain(withoutSpaces('الإجمالي شامل الضريبة'));
  });

  it('is drawn once: downloaded again from the order page or the back office, the kept file is served', async () => {
    const drawn = async () =>
      Number(
        /^bookshop_pdfs_drawn_total (\d+)$/m.exec(
          (await shop.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text,
        )?.[1],
      );
    const order = await place();
    await pay(order.id);
    await settleAll(shop);
    const page = `/api/orders/${order.process_number}/receipt.pdf`;

    const before = await drawn();
    const first = await pdf(`${page}?lang=en`).expect(200);
    expect(await drawn()).toBe(before + 1);
    const again = await pdf(`${page}?lang=en`).expect(200);
    const fromBackOffice = await pdf(`/api/admin/orders/${order.id}/receipt.pdf?lang=en`, auth).expect(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(fromBackOffice.body.equals(first.body)).toBe(true);
    // In the order's own language it is the file its confirmation attached, drawn then.
    expect(await pdfText((await pdf(page).expect(200)).body)).toContain('Bonnummer');
    expect(await drawn()).toBe(before + 1);
  });

  it('is attached to the confirmation email in the order’s language, whose total names its VAT', async () => {
    smtp.clear();
    const order = await place('en');
    await pay(order.id);
    await settleAll(shop);
    const [mail] = await smtp.waitFor(1);
    const receipt = mail.attachments.find((attachment) => attachment.filename.startsWith('receipt-'));
    expect(receipt?.filename).toBe(`receipt-${await receiptOf(order.id)}.pdf`);
    expect(await pdfText(receipt!.content)).toMatch(/VAT 9%\s+€2\.06/);
    // The email itself names the VAT in its total too.
    expect(mail.text).toContain('Of which VAT (9%): €2.06');
  });

  it('numbers receipts without a gap when many orders are paid at the same moment', async () => {
    const paidBefore = Number(
      ((await shop.app.get(DataSource).query('SELECT count(receipt_number) AS n FROM orders')) as { n: string }[])[0].n,
    );
    const orders = await Promise.all(Array.from({ length: 6 }, () => place()));
    await Promise.all(orders.map((order) => pay(order.id)));
    await settleAll(shop);
    const all = (
      (await shop.app.get(DataSource).query('SELECT receipt_number FROM orders WHERE receipt_number IS NOT NULL ORDER BY 1')) as {
        receipt_number: string;
      }[]
    ).map((row) => Number(row.receipt_number.slice(6)));
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    expect(all).toHaveLength(paidBefore + 6);
  });
});
