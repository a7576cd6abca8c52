import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../api/test/smtp-capture.ts';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { payOnCheckoutPage, placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const texts = (language) => require(`../web/src/shared/i18n/locales/${language}.json`);
const adminTexts = (language) => require(`../web/src/shared/i18n/locales/admin/${language}.json`).admin;
const fill = (text, values) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_LOCALES = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };
/** The acknowledgement's date and time, as the shop writes it (on its clock, in Amsterdam). */
const shopDateTime = (iso, language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The withdrawal right in the browser, in Dutch and in Arabic: one shop for the whole file, its
 * clock moved through the file it reads (SHOP_CLOCK_OFFSET_FILE), never the machine's.
 */
describe('a parent withdraws from an order with the button on its page', () => {
  let shop;
  let smtp;
  let browser;
  let adminAuth;
  let clockFile;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-clock-')), 'offset');
    shop = await startShop({ env: { SMTP_URL: smtp.url, SHOP_CLOCK_OFFSET_FILE: clockFile } });
    browser = await launchBrowser();
    const password = shop.adminPassword();
    const login = await api('/api/admin/login', { method: 'POST', body: { username: 'admin', password } });
    adminAuth = { Authorization: `Bearer ${login.accessToken}`, refreshToken: login.refreshToken };
  });
  afterEach(() => fs.rmSync(clockFile, { force: true }));
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });

  async function api(pathname, { method = 'GET', body, headers = {} } = {}) {
    const response = await fetch(`${shop.baseUrl}${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  }
  const asAdmin = (pathname, options = {}) => api(pathname, { ...options, headers: { Authorization: adminAuth.Authorization } });

  /** A paid order in `language`, one book; its confirmation email has arrived. */
  async function paidOrder(language, email) {
    const [book] = (await api('/api/books')).filter((candidate) => candidate.in_stock);
    const placed = await placeOrder(shop.baseUrl, book, { language, customer_email: email, customer_name: 'Salma Haddad' });
    await payOnCheckoutPage(placed.payment_url);
    await waitForMail((mail) => mail.envelope.to.includes(email));
    return { ...placed, book };
  }
  const mailsTo = (email, subject) => smtp.messages.filter((mail) => mail.envelope.to.includes(email) && subject.test(mail.subject));
  async function waitForMail(found) {
    while (!smtp.messages.some(found)) await smtp.waitFor(smtp.messages.length + 1);
  }

  /** The parent's page, in their language, on a phone-sized or laptop screen. */
  async function parentPage(language, pathname, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, bypassCSP: true, timezoneId: 'Europe/Amsterdam' });
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}${pathname}?lang=${language}`);
    return page;
  }
  async function staffPage(language, pathname, viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, bypassCSP: true, timezoneId: 'Europe/Amsterdam' });
    const session = { access: adminAuth.Authorization.slice('Bearer '.length), refresh: adminAuth.refreshToken, language };
    await context.addInitScript(({ access, refresh, language: lng }) => {
      localStorage.setItem('adminAccessToken', access);
      localStorage.setItem('adminRefreshToken', refresh);
      localStorage.setItem('adminInfo', JSON.stringify({ id: 'admin', username: 'admin' }));
      localStorage.setItem('language', lng);
    }, session);
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}${pathname}`);
    return page;
  }

  it.each(['nl', 'ar'])(
    'in %s: withdraw, one acknowledgement, staff refund once, and 15 days after delivery the button is gone',
    async (language) => {
      const t = texts(language).withdrawal;
      const email = `salma.${language}@example.nl`;
      const order = await paidOrder(language, email);
      const later = await paidOrder(language, `later.${language}@example.nl`);
      for (const { id } of [order, later])
        await asAdmin(`/api/admin/orders/${id}/status`, { method: 'PUT', body: { status: 'delivered' } });

      // The parent withdraws on the order page: the button, one step with every book chosen, the confirmation.
      const page = await parentPage(language, `/order-confirmation/${order.process_number}`);
      await page.getByRole('button', { name: t.button }).click();
      const book = page.getByRole('checkbox', { name: order.book[`title_${language}`] });
      expect(await book.isChecked()).toBe(true);
      await page.getByRole('button', { name: t.confirm }).click();
      await page.getByRole('heading', { name: t.received.title }).waitFor();
      const state = await api(`/api/orders/${order.process_number}/withdrawal`);
      const receivedAt = shopDateTime(state.withdrawal.received_at, language);
      await page.getByText(fill(t.received.at, { date: receivedAt })).waitFor();
      expect(await page.getByRole('button', { name: t.button }).count()).toBe(0);

      const acknowledgement = language === 'nl' ? /herroeping/i : /انسحابك/;
      await waitForMail((mail) => mail.envelope.to.includes(email) && acknowledgement.test(mail.subject));
      const [mail] = mailsTo(email, acknowledgement);
      expect(mail.text).toContain(receivedAt);
      expect(mail.text).toContain(order.book[`title_${language}`]);

      // A second confirmation answers the first withdrawal and changes nothing.
      const again = await fetch(`${shop.baseUrl}/api/orders/${order.process_number}/withdrawal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(again.status).toBe(200);
      expect((await again.json()).withdrawal).toEqual(state.withdrawal);

      // Staff see it with its refund-by date (14 days after receipt) and refund it in one step.
      const a = adminTexts(language).withdrawals;
      const staff = await staffPage(language, '/admin/withdrawals');
      const row = staff.locator('tr').filter({ hasText: order.friendly_id });
      await row.getByText(a.statuses.received).waitFor();
      expect(new Date(state.withdrawal.refund_due_at).getTime() - new Date(state.withdrawal.received_at).getTime()).toBe(14 * DAY_MS);
      const dueDay = new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: 'Europe/Amsterdam', day: 'numeric' }).format(
        new Date(state.withdrawal.refund_due_at),
      );
      expect(await row.innerText()).toContain(dueDay);
      // The row's actions both name the order; the refund comes last.
      await row
        .getByRole('button', { name: new RegExp(order.friendly_id) })
        .last()
        .click();
      await staff.getByRole('button', { name: a.yes, exact: true }).click();
      await row.getByText(a.statuses.refunded).waitFor();
      await staff.context().close();

      const refundMail = language === 'nl' ? /terugbetaling/i : /استرداد/;
      await waitForMail((candidate) => candidate.envelope.to.includes(email) && refundMail.test(candidate.subject));
      expect(mailsTo(email, refundMail)).toHaveLength(1);
      // The refund email came after the second confirmation: had that sent anything, it would be here by now.
      expect(mailsTo(email, acknowledgement)).toHaveLength(1);
      await page.context().close();

      // The other order, delivered at the same time: its button is there, and gone 15 days later on the shop's clock.
      const before = await parentPage(language, `/order-confirmation/${later.process_number}`);
      await before.getByRole('button', { name: t.button }).waitFor();
      await before.context().close();
      fs.writeFileSync(clockFile, String(15 * DAY_MS));
      const after = await parentPage(language, `/order-confirmation/${later.process_number}`);
      await after.getByRole('heading', { name: t.title }).waitFor();
      expect(await after.getByRole('button', { name: t.button }).count()).toBe(0);
      await after.context().close();
    },
  );

  describe('no serious accessibility problem on a phone and a laptop', () => {
    let withdrawn;
    let open;
    beforeAll(async () => {
      withdrawn = await paidOrder('en', 'axe@example.nl');
      await api(`/api/orders/${withdrawn.process_number}/withdrawal`, { method: 'POST', body: {} });
      open = await paidOrder('en', 'axe.open@example.nl');
    });

    it.each(['ar', 'en', 'nl'])(
      'in %s: the withdrawal step, the acknowledgement, the lookup page and the back office list',
      async (language) => {
        const t = texts(language).withdrawal;
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 900 },
        ]) {
          const page = await parentPage(language, `/order-confirmation/${open.process_number}`, viewport);
          await page.getByRole('button', { name: t.button }).click();
          await page.getByRole('button', { name: t.confirm }).waitFor();
          expect(await seriousA11yViolations(page)).toEqual([]);
          await page.goto(`${shop.baseUrl}/order-confirmation/${withdrawn.process_number}?lang=${language}`);
          await page.getByRole('heading', { name: t.received.title }).waitFor();
          expect(await seriousA11yViolations(page)).toEqual([]);
          await page.goto(`${shop.baseUrl}/withdrawal?lang=${language}`);
          await page.getByRole('heading', { name: t.lookup.title }).waitFor();
          expect(await seriousA11yViolations(page)).toEqual([]);
          await page.context().close();

          const staff = await staffPage(language, '/admin/withdrawals', viewport);
          await staff.locator('tr').filter({ hasText: withdrawn.friendly_id }).waitFor();
          expect(await seriousA11yViolations(staff)).toEqual([]);
          await staff.context().close();
        }
      },
    );
  });

  it('the footer links the lookup page, which answers the same whether or not the order exists', async () => {
    const order = await paidOrder('nl', 'lookup@example.nl');
    const t = texts('nl');
    const page = await parentPage('nl', '/');
    await page.getByRole('contentinfo').getByRole('link', { name: t.footer.withdrawal }).click();
    await page.getByRole('heading', { name: t.withdrawal.lookup.title }).waitFor();
    const ask = async (orderNumber) => {
      await page.getByLabel(t.withdrawal.lookup.orderNumber).fill(orderNumber);
      await page.getByLabel(t.withdrawal.lookup.email).fill('lookup@example.nl');
      await page.getByRole('button', { name: t.withdrawal.lookup.submit }).click();
      await page.getByRole('status').filter({ hasText: t.withdrawal.lookup.sent }).waitFor();
    };
    await ask('BK-99999999');
    await ask(order.friendly_id);
    await waitForMail(
      (mail) => mail.envelope.to.includes('lookup@example.nl') && mail.text.includes(`/order-confirmation/${order.process_number}`),
    );
    await page.context().close();
  });
});
