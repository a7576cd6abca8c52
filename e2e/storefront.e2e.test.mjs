import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const texts = {
  ar: require('../web/src/shared/i18n/locales/ar.json'),
  en: require('../web/src/shared/i18n/locales/en.json'),
  nl: require('../web/src/shared/i18n/locales/nl.json'),
};

/** A key shown in place of its text: a namespace's texts did not arrive. */
const UNTRANSLATED =
  /\b(home|nav|footer|header|browse|bookDetail|reviews|cart|checkout|orderConfirmation|contact|about|policies)\.[a-z][a-zA-Z]*/;

describe('a parent buys a book', () => {
  let shop;
  let browser;
  let book;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    book = books.find((candidate) => candidate.in_stock);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function visit(language, viewport = { width: 390, height: 844 }) {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    return context.newPage();
  }

  /** From the book's page to the payment page, as a parent does it. */
  async function checkout(page, language) {
    const t = texts[language];
    await page.goto(`${shop.baseUrl}/book/${book.id}`);
    await page
      .getByRole('button', { name: t.bookDetail?.addToCart ?? t.book.addToCart })
      .first()
      .click();
    // As a parent would, on to the cart once the header counts the book.
    await page
      .getByRole('link', { name: t.header.cartWithCount.replace('{{count}}', '1') })
      .first()
      .waitFor();
    await page.goto(`${shop.baseUrl}/cart`);
    await page
      .getByRole('link', { name: t.cart.proceedToCheckout })
      .or(page.getByRole('button', { name: t.cart.proceedToCheckout }))
      .first()
      .click();
    await page.getByLabel(t.checkout.name, { exact: true }).fill('Mariam Haddad');
    await page.getByLabel(t.checkout.email, { exact: true }).fill('mariam@example.nl');
    await page.getByLabel(t.checkout.phone, { exact: true }).fill('612345678');
    await page.getByLabel(t.checkout.country, { exact: true }).selectOption('NL');
    await page.getByLabel(t.checkout.streetName, { exact: true }).fill('Damrak');
    await page.getByLabel(t.checkout.apartmentNumber, { exact: true }).fill('3B');
    await page.getByLabel(t.checkout.city, { exact: true }).fill('Amsterdam');
    await page.getByLabel(t.checkout.postalCode, { exact: true }).fill('1012 AB');
    await page.getByRole('button', { name: t.checkout.placeOrder }).click();
    await page.waitForURL(/\/__mollie\/checkout\/tr_/);
  }

  it.each(['en', 'ar'])('in %s, pays and lands on a paid confirmation page, with the cart emptied', async (language) => {
    const page = await visit(language);
    await checkout(page, language);
    await page.getByRole('button', { name: /^paid$/i }).click();
    await page.waitForURL(/\/order-confirmation\//);
    await page.getByText(texts[language].orderConfirmation.status.paid).first().waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await page.context().close();
  });

  it('shows a failed payment, and keeps the cart through a page refresh', async () => {
    const page = await visit('en', { width: 1280, height: 900 });
    await checkout(page, 'en');
    await page.getByRole('button', { name: /^failed$/i }).click();
    await page.waitForURL(/\/order-confirmation\//);
    await page.getByText(texts.en.orderConfirmation.status.failed).first().waitFor();

    // Not paid, so the cart the parent filled is still there, also after a reload.
    await page.goto(`${shop.baseUrl}/cart`);
    await page.reload();
    await page.getByText(book.title_en).first().waitFor();
    await page.context().close();
  });

  it.each(['ar', 'en', 'nl'])(
    'has no serious or critical accessibility problem, nor a key for a text, on any storefront page (%s)',
    async (language) => {
      const page = await visit(language, { width: 1280, height: 900 });
      await page.goto(`${shop.baseUrl}/book/${book.id}`);
      await page
        .getByRole('button', { name: texts[language].bookDetail?.addToCart ?? texts[language].book.addToCart })
        .first()
        .click();
      // The cart and checkout pages are checked with a book in the cart.
      await page
        .getByRole('link', { name: texts[language].header.cartWithCount.replace('{{count}}', '1') })
        .first()
        .waitFor();
      const placed = await placeOrder(shop.baseUrl, book);
      const problems = {};
      const untranslated = [];
      for (const path of [
        '/',
        '/books',
        `/book/${book.id}`,
        '/cart',
        '/checkout',
        `/order-confirmation/${placed.process_number}`,
        '/contact',
        '/about',
        '/privacy-policy',
        '/return-policy',
        '/shipping-details',
        '/terms',
        '/company-details',
        '/no-such-page',
      ]) {
        await page.goto(`${shop.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const found = await seriousA11yViolations(page);
        if (found.length > 0) problems[path] = found;
        const key = UNTRANSLATED.exec(await page.locator('body').innerText());
        if (key) untranslated.push(`${path}: ${key[0]}`);
      }
      expect(problems).toEqual({});
      expect(untranslated).toEqual([]);
      await page.context().close();
    },
  );
});
