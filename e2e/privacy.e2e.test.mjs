import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { payOnCheckoutPage, placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const pages = require('../web/src/shared/i18n/locales/pages/en.json').privacy;
const PARENT = 'hala.mansour@example.nl';

describe("a parent's copy of their data, from the privacy page", () => {
  let shop;
  let browser;
  let order;
  let database;
  beforeAll(async () => {
    // No SMTP_URL: the shop writes each mail to DATA_DIR/mail, where the test reads the link.
    shop = await startShop();
    browser = await launchBrowser();
    const [book] = await (await fetch(`${shop.baseUrl}/api/books?limit=1`)).json();
    order = await placeOrder(shop.baseUrl, book, { customer_email: PARENT, customer_name: 'Hala Mansour', language: 'en' });
    await payOnCheckoutPage(order.payment_url);
    database = new pg.Client({ connectionString: shop.databaseUrl });
    await database.connect();
    // The demo catalogue is seeded at start: on a busy machine that takes more than the default minute.
  });
  afterAll(async () => {
    await database?.end();
    await browser?.close();
    await shop?.stop();
  });

  async function privacyPage(url) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(url);
    return page;
  }

  /** Asks on the privacy page and answers the link the shop mailed. */
  async function askForLink() {
    const page = await privacyPage(`${shop.baseUrl}/privacy-policy?lang=en`);
    const before = linksMailed().length;
    await page.getByLabel(pages.request.email).fill(PARENT);
    await page.getByLabel(pages.request.orderNumber).fill(order.friendly_id);
    await page.getByRole('button', { name: pages.request.send }).click();
    await page.getByText(pages.request.sent).waitFor();
    await page.context().close();
    for (let attempt = 0; linksMailed().length === before; attempt++) {
      if (attempt > 200) throw new Error('no link was mailed within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return linksMailed().at(-1);
  }

  /** The download links mailed to the parent, oldest first. */
  function linksMailed() {
    const folder = path.join(shop.dataDir, 'mail');
    if (!fs.existsSync(folder)) return [];
    return (
      fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')))
        .filter((mail) => mail.to === PARENT && mail.subject === 'A copy of your data at the bookshop')
        // The mail names PUBLIC_URL (localhost); the test's browser goes to the same page on the shop's address.
        .map((mail) => new URL(/https?:\/\/\S+\/privacy-policy\?lang=en&download=[\w.-]+/.exec(mail.text)[0]))
        .map((link) => `${shop.baseUrl}${link.pathname}${link.search}`)
    );
  }

  async function download(page) {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pages.download.button }).click()]);
    return JSON.parse(fs.readFileSync(await file.path(), 'utf8'));
  }

  it('mails a link that downloads everything once; the link fails the second time and after 24 hours', async () => {
    const link = await askForLink();
    expect(link.startsWith(`${shop.baseUrl}/privacy-policy?lang=en&download=`)).toBe(true);

    const page = await privacyPage(link);
    const copy = await download(page);
    expect(copy.email).toBe(PARENT);
    expect(copy.summary[0]).toBe(`This is everything the bookshop keeps about ${PARENT}.`);
    expect(copy.orders.map((placed) => placed.friendly_id)).toEqual([order.friendly_id]);
    expect(copy.orders[0]).toMatchObject({ customer_name: 'Hala Mansour', status: 'paid' });
    await page.getByText(pages.download.done).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same link again: refused, and the page says to ask for a new one.
    const again = await privacyPage(link);
    await again.getByRole('button', { name: pages.download.button }).click();
    await again.getByText(pages.download.invalid).waitFor();

    // A new link, issued (as if) a day and a minute ago.
    const late = await askForLink();
    const requestId = new URL(late).searchParams.get('download').split('.')[0];
    await database.query(`UPDATE privacy_requests SET link_issued_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [requestId]);
    const expired = await privacyPage(late);
    await expired.getByRole('button', { name: pages.download.button }).click();
    await expired.getByText(pages.download.invalid).waitFor();
  });
});
