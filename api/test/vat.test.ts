import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EU_COUNTRY_CODES } from '@bookshop/contracts/countries';
import { quarterOf } from '@bookshop/contracts/vat';
import { shopDay } from '@bookshop/contracts/withdrawals';
import { localProvider } from './payment-providers.js';
import { startPrivateRedis } from './private-redis.js';
import { addBook, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Shipping that is always charged, so each order's gross is known: €20.00 a book plus this. */
const SHIPPING = { NL: 4.95, DE: 6.95, BE: 5.95, FR: 7.95 } as const;
type Country = keyof typeof SHIPPING;
const POSTCODE: Record<Country, string> = { NL: '1012 AB', DE: '50667', BE: '1000', FR: '75001' };

async function vatShop(env: Record<string, string> = {}) {
  const shop = await startTestApp({ ...(await localProvider.start()), ...env }, { listen: true });
  const { auth } = await shop.login();
  for (const [country_code, shipping_cost] of Object.entries(SHIPPING)) {
    await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code, country_name: country_code, shipping_cost, shipping_threshold: 0 })
      .expect(201);
  }
  const book = await addBook(shop, auth, { price: '20.00', stock: '1000' });
  return { shop, auth, book };
}

interface StoredVat {
  vat_country: string;
  vat_scheme: string;
  vat_rate: number;
  net_cents: number;
  vat_cents: number;
  shipping_net_cents: number;
  shipping_vat_cents: number;
  total_cents: number;
}

describe('VAT on orders', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string };
  beforeAll(async () => {
    ({ shop, auth, book } = await vatShop());
  });
  afterAll(async () => {
    await shop?.close();
    await localProvider.stop();
  });
  const db = () => shop.app.get(DataSource);

  async function place(country: Country, quantity = 1, pay = true) {
    const total = 20 * quantity + SHIPPING[country];
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(
          orderPayload([{ book_id: book.id, quantity, unit_price: 20 }], Number(total.toFixed(2)), {
            shipping_address: {
              country,
              street_name: 'Hauptstraße',
              building_number: '5',
              apartment_number: '2',
              city: 'Köln',
              postal_code: POSTCODE[country],
            },
          }),
        )
        .expect(201)
    ).body as { id: string };
    if (pay) {
      await localProvider.decide(shop, await paymentIdOf(shop, order.id), 'paid');
      await settleAll(shop);
    }
    const [stored]: StoredVat[] = await db().query(
      `SELECT vat_country, vat_scheme, vat_rate, net_cents, vat_cents, shipping_net_cents, shipping_vat_cents, total_cents FROM orders WHERE id = $1`,
      [order.id],
    );
    return { id: order.id, ...stored };
  }

  it('lists a rate for printed books in every EU country, Germany at 7% and the Netherlands at 9%', async () => {
    const rates = (await shop.http().get('/api/admin/vat/rates').set(auth).expect(200)).body as { country_code: string; rate: number }[];
    expect(new Set(rates.map((rate) => rate.country_code))).toEqual(new Set(EU_COUNTRY_CODES));
    expect(rates.find((rate) => rate.country_code === 'DE')?.rate).toBe(700);
    expect(rates.find((rate) => rate.country_code === 'NL')?.rate).toBe(900);
  });

  it('splits every line and the delivery at the home rate for an order at home: net plus VAT is the gross', async () => {
    const order = await place('NL', 2);
    // €40.00 of books: VAT 330.28 → 330; delivery €4.95: VAT 40.87 → 41.
    expect(order).toMatchObject({ vat_country: 'NL', vat_scheme: 'home', vat_rate: 900, shipping_net_cents: 454, shipping_vat_cents: 41 });
    expect(order).toMatchObject({ net_cents: 3670 + 454, vat_cents: 330 + 41, total_cents: 4495 });
    const [line] = await db().query('SELECT net_cents, vat_cents, total_price_cents FROM order_items WHERE order_id = $1', [order.id]);
    expect(line).toEqual({ net_cents: 3670, vat_cents: 330, total_price_cents: 4000 });
  });

  it('taxes sales to Germany at the Dutch rate until the sale that takes the year over €10,000, then at the German rate', async () => {
    // The year's paid cross-border sales so far, as if many had been made: one paid order to Belgium carrying them.
    const volume = await place('BE');
    // €20.00 and €6.95 delivery at 9%: VAT 165.14 → 165 and 57.39 → 57.
    const homeNetOfOneGermanOrder = 1835 + 638;
    await db().query('UPDATE orders SET net_cents = $2 WHERE id = $1', [volume.id, 1_000_000 - homeNetOfOneGermanOrder]);

    // An order left unpaid does not count towards the threshold.
    expect(await place('DE', 1, false)).toMatchObject({ vat_scheme: 'home', vat_rate: 900 });
    // Takes the year to exactly €10,000: not over it, so still at home.
    expect(await place('DE')).toMatchObject({ vat_scheme: 'home', vat_rate: 900, net_cents: homeNetOfOneGermanOrder });
    const threshold = (await shop.http().get('/api/admin/vat/threshold').set(auth).expect(200)).body;
    expect(threshold).toMatchObject({ this_year_net_cents: 1_000_000, threshold_cents: 1_000_000, warning: true });

    // The sale that crosses it, and the next ones, at the destination's rate: €20.00 at 7% → VAT 130.84 → 131, €6.95 → 45.
    const crossing = await place('DE');
    expect(crossing).toMatchObject({ vat_country: 'DE', vat_scheme: 'oss', vat_rate: 700, net_cents: 1869 + 650, vat_cents: 131 + 45 });
    expect(await place('DE')).toMatchObject({ vat_scheme: 'oss', vat_rate: 700 });
    expect(await place('FR')).toMatchObject({ vat_scheme: 'oss', vat_rate: 550 });
    // At home, the home rate as ever.
    expect(await place('NL')).toMatchObject({ vat_scheme: 'home', vat_rate: 900 });
    // The orders export carries the split.
    const exported = await shop.http().get('/api/admin/orders/export.csv').set(auth).expect(200);
    expect(exported.text).toContain(`,DE,oss,7,${((1869 + 650) / 100).toFixed(2)},${((131 + 45) / 100).toFixed(2)}\r\n`);
    // The checkout's quote says the same.
    expect((await shop.http().get('/api/vat?country=de').expect(200)).body).toEqual({ country_code: 'DE', rate: 700, scheme: 'oss' });
  });

  it('never changes an order already placed when staff add a rate', async () => {
    const before = await place('NL');
    const today = shopDay(new Date());
    await shop.http().post('/api/admin/vat/rates').set(auth).send({ country_code: 'NL', rate: 1000, starts_on: today }).expect(201);
    const [stored] = await db().query('SELECT vat_rate, vat_cents FROM orders WHERE id = $1', [before.id]);
    expect(stored).toEqual({ vat_rate: 900, vat_cents: before.vat_cents });
    expect(await place('NL', 1, false)).toMatchObject({ vat_rate: 1000 });
    await shop.http().post('/api/admin/vat/rates').set(auth).send({ country_code: 'NL', rate: 900, starts_on: today }).expect(201);
  });

  it('refuses a rate that is not a whole number of hundredths of a percent, a country outside the EU and a bad day, naming the field', async () => {
    const bad = async (body: object, field: string) => {
      const response = await shop.http().post('/api/admin/vat/rates').set(auth).send(body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    };
    await bad({ country_code: 'DE', rate: 7.5, starts_on: '2027-01-01' }, 'rate');
    await bad({ country_code: 'DE', rate: 5000, starts_on: '2027-01-01' }, 'rate');
    await bad({ country_code: 'CH', rate: 810, starts_on: '2027-01-01' }, 'country_code');
    await bad({ country_code: 'DE', rate: 700, starts_on: '2027-02-30' }, 'starts_on');
    await shop.http().get('/api/vat?country=US').expect(400);
  });
});

describe('VAT with the One-Stop-Shop, refunds and the quarterly report', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string };
  beforeAll(async () => {
    ({ shop, auth, book } = await vatShop());
  });
  afterAll(async () => {
    await shop?.close();
    await localProvider.stop();
  });

  async function place(country: Country, quantity = 1, pay = true) {
    const total = Number((20 * quantity + SHIPPING[country]).toFixed(2));
    const address = {
      country,
      street_name: 'Rue de Rivoli',
      building_number: '1',
      apartment_number: '2',
      city: 'Paris',
      postal_code: POSTCODE[country],
    };
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity, unit_price: 20 }], total, { shipping_address: address }))
        .expect(201)
    ).body as { id: string };
    if (pay) {
      await localProvider.decide(shop, await paymentIdOf(shop, order.id), 'paid');
      await settleAll(shop);
    }
    return order.id;
  }

  it('with an OSS registration, taxes every foreign order at its destination from the first one, and the report nets refunds at each order’s rate', async () => {
    const today = shopDay(new Date());
    await shop.http().put('/api/admin/vat/oss').set(auth).send({ oss_registered_since: today }).expect(200);

    await place('NL');
    await place('NL', 2);
    const germany = await place('DE');
    const belgium = await place('BE');
    await place('FR');
    await place('FR', 3, false); // never paid: not in the report

    await shop.http().post(`/api/admin/orders/${germany}/refunds`).set(auth).send({ amount: 5, reason: 'Eén boek beschadigd' }).expect(201);
    await shop.http().post(`/api/admin/orders/${belgium}/refunds`).set(auth).send({ amount: 25.95, reason: 'Teruggestuurd' }).expect(201);

    const year = Number(today.slice(0, 4));
    const quarter = quarterOf(today);
    const report = (await shop.http().get(`/api/admin/vat/report?year=${year}&quarter=${quarter}`).set(auth).expect(200)).body;
    // Worked out by hand: a book is €20.00, delivery as in SHIPPING, VAT = gross × rate / (100% + rate), half up.
    expect(report.lines).toEqual([
      // NL 9%: books 1835 + 165 and 3670 + 330, delivery twice 454 + 41.
      {
        scheme: 'home',
        country_code: 'NL',
        rate: 900,
        sales_net_cents: 6413,
        sales_vat_cents: 577,
        refunds_net_cents: 0,
        refunds_vat_cents: 0,
        net_cents: 6413,
        vat_cents: 577,
      },
      // BE 6%: book 1887 + 113, delivery 561 + 34; refunded whole: €25.95 → 2448 + 147.
      {
        scheme: 'oss',
        country_code: 'BE',
        rate: 600,
        sales_net_cents: 2448,
        sales_vat_cents: 147,
        refunds_net_cents: 2448,
        refunds_vat_cents: 147,
        net_cents: 0,
        vat_cents: 0,
      },
      // DE 7%: book 1869 + 131, delivery 650 + 45; €5.00 refunded → 467 + 33.
      {
        scheme: 'oss',
        country_code: 'DE',
        rate: 700,
        sales_net_cents: 2519,
        sales_vat_cents: 176,
        refunds_net_cents: 467,
        refunds_vat_cents: 33,
        net_cents: 2052,
        vat_cents: 143,
      },
      // FR 5.5%: book 1896 + 104, delivery 754 + 41.
      {
        scheme: 'oss',
        country_code: 'FR',
        rate: 550,
        sales_net_cents: 2650,
        sales_vat_cents: 145,
        refunds_net_cents: 0,
        refunds_vat_cents: 0,
        net_cents: 2650,
        vat_cents: 145,
      },
    ]);

    const csv = await shop.http().get(`/api/admin/vat/report.csv?year=${year}&quarter=${quarter}`).set(auth).expect(200);
    expect(csv.text).toContain('OSS,DE,7,EUR,25.19,1.76,4.67,0.33,20.52,1.43');
    expect(csv.text).toContain('home,NL,9,EUR,64.13,5.77,0.00,0.00,64.13,5.77');
  });

  it('refuses a report of a quarter that does not exist', async () => {
    const response = await shop.http().get('/api/admin/vat/report?year=2026&quarter=5').set(auth).expect(400);
    expect(Object.keys(response.body.fields)).toContain('quarter');
  });
});

// Needs a redis-server of its own. Outside CI a machine without one skips this (npm test says so); CI never skips.
const canRunRedis = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRunRedis ? describe : describe.skip)('the checkout’s VAT quote on two API processes (needs redis-server on the PATH)', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let processA: TestApp;
  let processB: TestApp;
  let book: { id: string };
  beforeAll(async () => {
    redis = await startPrivateRedis();
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: redis.url };
    ({ shop: processA, book } = await vatShop(env));
    processB = await startTestApp(env, { sameDatabaseAs: processA });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
    await localProvider.stop();
    await redis?.stop();
  });

  async function placeAndPay(country: Country): Promise<string> {
    const address = {
      country,
      street_name: 'Hauptstraße',
      building_number: '5',
      apartment_number: '2',
      city: 'Köln',
      postal_code: POSTCODE[country],
    };
    const order = (
      await processA
        .http()
        .post('/api/orders')
        .send(
          orderPayload([{ book_id: book.id, quantity: 1, unit_price: 20 }], Number((20 + SHIPPING[country]).toFixed(2)), {
            shipping_address: address,
          }),
        )
        .expect(201)
    ).body as { id: string };
    await localProvider.decide(processA, await paymentIdOf(processA, order.id), 'paid');
    await settleAll(processA);
    return order.id;
  }
  const quoteOnB = async (country: string) => (await processB.http().get(`/api/vat?country=${country}`).expect(200)).body;

  it('keeps the year’s cross-border sales between calls, and quotes anew on every process once an order abroad is paid', async () => {
    expect(await quoteOnB('DE')).toEqual({ country_code: 'DE', rate: 900, scheme: 'home' });
    const toBelgium = await placeAndPay('BE');
    expect(await quoteOnB('DE')).toMatchObject({ scheme: 'home' });

    // Sales over the threshold written behind the shop's back: the quote does not sum the orders again on each call.
    await processA.app.get(DataSource).query('UPDATE orders SET net_cents = 1000000 WHERE id = $1', [toBelgium]);
    expect(await quoteOnB('DE')).toMatchObject({ scheme: 'home' });
    expect(await quoteOnB('FR')).toMatchObject({ scheme: 'home', rate: 900 });

    // An order abroad paid on the other process: this one quotes the destination's rate within moments.
    await placeAndPay('FR');
    const paidAt = Date.now();
    let quote = await quoteOnB('DE');
    while (quote.scheme === 'home' && Date.now() - paidAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quote = await quoteOnB('DE');
    }
    expect(quote).toEqual({ country_code: 'DE', rate: 700, scheme: 'oss' });
  });
});
