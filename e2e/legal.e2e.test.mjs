import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const texts = {
  ar: require('../web/src/shared/i18n/locales/ar.json'),
  en: require('../web/src/shared/i18n/locales/en.json'),
  nl: require('../web/src/shared/i18n/locales/nl.json'),
};
const IDENTITY = {
  company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
  company_street: 'Witte de Withstraat 12',
  company_postcode: '3012 BP',
  company_city: 'Rotterdam',
  company_country: 'NL',
  company_kvk_number: '12345678',
  company_vat_number: 'NL123456789B01',
};

describe("the shop's identity and legal texts, as a parent's browser gets them", () => {
  let shop;
  let browser;
  let auth;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    const login = await fetch(`${shop.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: shop.adminPassword() }),
    });
    auth = { Authorization: `Bearer ${(await login.json()).accessToken}`, 'Content-Type': 'application/json' };
    const settings = await (await fetch(`${shop.baseUrl}/api/settings`)).json();
    const saved = await fetch(`${shop.baseUrl}/api/settings`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ currency: settings.currency, admin_email: settings.admin_email, ...IDENTITY }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const served = async (path) => (await fetch(`${shop.baseUrl}${path}`)).text();

  it('the server renders the company details and the legal texts with the identity filled in', async () => {
    const details = await served('/company-details?lang=nl');
    for (const value of Object.values(IDENTITY).filter((value) => value !== 'NL')) expect(details).toContain(value);
    const withdrawal = await served('/return-policy?lang=en');
    expect(withdrawal).toContain('within 14 days without giving any reason');
    expect(withdrawal).toContain('Kinderboekwinkel Al-Qamar B.V., Witte de Withstraat 12, 3012 BP Rotterdam, Netherlands');
    expect(withdrawal).not.toMatch(/within 24 hours|unused/);
  });

  it('a published version shows on the storefront at once, though the page was just rendered and kept', async () => {
    expect(await served('/terms?lang=en')).toContain('Terms and conditions');
    const published = await fetch(`${shop.baseUrl}/api/admin/legal-texts/terms`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        body_ar: '# الشروط الجديدة',
        body_en: '# Terms, second edition\n\nBy {{legal_name}}.',
        body_nl: '# Nieuwe voorwaarden',
      }),
    });
    expect(published.status).toBe(201);
    const page = await served('/terms?lang=en');
    expect(page).toContain('Terms, second edition');
    expect(page).toContain('By Kinderboekwinkel Al-Qamar B.V.');
    // The first version is still there to read, under its own address.
    const versions = await (await fetch(`${shop.baseUrl}/api/admin/legal-texts/terms/versions`, { headers: auth })).json();
    expect(await served(`/legal-text/${versions[1].id}?lang=en`)).toContain('Terms and conditions');
  });

  it('axe finds no serious or critical violation on the new pages, in three languages, on a phone and a laptop', async () => {
    const problems = {};
    const versions = await (await fetch(`${shop.baseUrl}/api/admin/legal-texts/withdrawal/versions`, { headers: auth })).json();
    for (const language of ['ar', 'en', 'nl']) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 900 },
      ]) {
        const context = await browser.newContext({ viewport, bypassCSP: true });
        await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
        const page = await context.newPage();
        for (const path of ['/terms', '/return-policy', '/company-details', `/legal-text/${versions[0].id}`]) {
          await page.goto(`${shop.baseUrl}${path}?lang=${language}`);
          await page.waitForLoadState('networkidle');
          const found = await seriousA11yViolations(page);
          if (found.length > 0) problems[`${language} ${viewport.width} ${path}`] = found;
        }
        await context.close();
      }
    }
    expect(problems).toEqual({});
  }, 600_000);

  it("the checkout's last step names the payment on its button, with the delivery time and both texts a tab away", async () => {
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    const book = books.find((candidate) => candidate.in_stock);
    for (const language of ['ar', 'en', 'nl']) {
      const t = texts[language];
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      await context.addInitScript(
        ([lng, cart]) => {
          localStorage.setItem('language', lng);
          localStorage.setItem('cart', cart);
        },
        [language, JSON.stringify([{ ...book, quantity: 1 }])],
      );
      const page = await context.newPage();
      await page.goto(`${shop.baseUrl}/checkout`);
      const button = page.getByRole('button', { name: t.checkout.placeOrder });
      await button.waitFor();
      await page.getByLabel(t.checkout.name, { exact: true }).fill('Mariam Haddad');
      const summary = page.getByRole('region', { name: t.checkout.orderSummary });
      await expect(summary.getByTestId('delivery-time').textContent()).resolves.toMatch(/\d/);
      const [tab] = await Promise.all([context.waitForEvent('page'), summary.getByRole('link', { name: t.checkout.termsLink }).click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/terms');
      // What was typed is still there.
      expect(await page.getByLabel(t.checkout.name, { exact: true }).inputValue()).toBe('Mariam Haddad');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
