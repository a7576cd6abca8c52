import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const en = require('../web/src/shared/i18n/locales/en.json');

describe('the shop staff in the back office', () => {
  let shop;
  let browser;
  let password;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    password = fs.readFileSync(path.join(shop.dataDir, 'admin-password.txt'), 'utf8').trim();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A signed-in admin's page, signed in through the form as staff do it. */
  async function signedIn(viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}/login`);
    await page.getByLabel(en.admin.login.username).fill('admin');
    await page.getByLabel(en.admin.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: en.admin.login.submit }).click();
    await page.waitForURL(`${shop.baseUrl}/admin`);
    await page.getByText(en.admin.dashboard.welcome.replace('{{username}}', 'admin')).waitFor();
    return page;
  }

  it('signs in, and an expired access token is refreshed without the admin noticing', async () => {
    const page = await signedIn();
    const refreshToken = await page.evaluate(() => localStorage.getItem('adminRefreshToken'));
    // As if 15 minutes had passed: the access token no longer works.
    await page.evaluate(() => localStorage.setItem('adminAccessToken', 'expired.token.value'));
    await page.reload();
    await page.getByText(en.admin.dashboard.totalBooks).waitFor();
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    await page.getByText(String(books.length), { exact: true }).first().waitFor();
    expect(page.url()).toBe(`${shop.baseUrl}/admin`);
    expect(await page.evaluate(() => localStorage.getItem('adminAccessToken'))).not.toBe('expired.token.value');
    expect(await page.evaluate(() => localStorage.getItem('adminRefreshToken'))).toBe(refreshToken);
    await page.context().close();
  });

  it('adds and deletes an admin, and cannot delete itself', async () => {
    const page = await signedIn();
    await page.goto(`${shop.baseUrl}/admin/admins`);
    const form = en.admin.admins;
    await page.getByLabel(form.username, { exact: true }).fill('sara');
    await page.getByLabel(form.email, { exact: true }).fill('sara@bookshop.test');
    await page.getByLabel(form.password, { exact: true }).fill('secret-sara');
    await page.getByLabel(form.confirmPassword, { exact: true }).fill('secret-sara');
    await page.getByRole('button', { name: form.add }).click();
    const saraCard = page.locator('article, li, .ant-card').filter({ hasText: 'sara@bookshop.test' }).first();
    await saraCard.waitFor();

    const myCard = page.locator('article, li, .ant-card').filter({ hasText: 'admin@example.com' }).first();
    expect(await myCard.getByRole('button', { name: /delete/i }).count()).toBe(0);

    await saraCard.getByRole('button', { name: /delete/i }).click();
    await page.getByRole('button', { name: /^(ok|delete|yes)/i }).last().click();
    await saraCard.waitFor({ state: 'detached' });
    const admins = await page.evaluate(async () => (await fetch('/api/admin/admins', { headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}` } })).json());
    expect(admins.map((admin) => admin.username)).toEqual(['admin']);
    await page.context().close();
  });

  it('has no serious or critical accessibility problem on the admin pages', async () => {
    const page = await signedIn();
    const problems = {};
    for (const route of ['', '/books', '/orders', '/admins', '/reviews', '/email-templates', '/shipping-configs', '/settings', '/change-password']) {
      await page.goto(`${shop.baseUrl}/admin${route}`);
      await page.waitForLoadState('networkidle');
      const found = await seriousA11yViolations(page);
      if (found.length > 0) problems[`/admin${route}`] = found;
    }
    expect(problems).toEqual({});
    await page.context().close();
  });
});
