import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seriousA11yViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { payOnCheckoutPage, placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const texts = {
  ar: require('../web/src/shared/i18n/locales/ar.json'),
  en: require('../web/src/shared/i18n/locales/en.json'),
  nl: require('../web/src/shared/i18n/locales/nl.json'),
};
const fill = (text, values) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);
// A picture book's page: landscape (4:3), where every demo cover is portrait (3:4) like the card's box.
const LANDSCAPE_IMAGE = fileURLToPath(new URL('../api/assets/demo/hello-little-duck-page-1.jpg', import.meta.url));
const PHONE = { width: 390, height: 844 };

// What the layout does with shapes and space a user sees: whole covers, mirrored controls, dialogs
// that fit the part of a phone's screen the browser's bars leave.
describe('the rough edges a parent and staff see', () => {
  let shop;
  let browser;
  let books;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function visit(language, viewport = PHONE) {
    // bypassCSP: the accessibility check injects axe-core, which the shop's CSP rightly refuses.
    const context = await browser.newContext({ viewport, bypassCSP: true });
    await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
    return context.newPage();
  }

  /** A session of the shop's first admin, from the API (the sign-in form has its own test in admin.e2e.test.mjs). */
  async function adminSession() {
    const password = shop.adminPassword();
    const answer = await fetch(`${shop.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    return answer.json();
  }

  /** The page's browser keeps `session`, as the back office does after signing in. */
  function signIn(page, session) {
    return page.context().addInitScript((value) => {
      if (localStorage.getItem('adminRefreshToken')) return;
      localStorage.setItem('adminAccessToken', value.accessToken);
      localStorage.setItem('adminRefreshToken', value.refreshToken);
      localStorage.setItem('adminInfo', JSON.stringify(value.admin));
    }, session);
  }

  it('shows the whole cover on an admin book card, also when the cover is not of the card’s shape', async () => {
    const session = await adminSession();
    const form = new FormData();
    for (const field of ['title', 'author', 'description']) {
      for (const language of ['ar', 'en', 'nl']) form.append(`${field}_${language}`, `Wide cover ${field} ${language}`);
    }
    form.append('price', '9.95');
    form.append('age_groups', JSON.stringify(['toddlers']));
    form.append('featured', 'false');
    form.append('cover_image', new Blob([fs.readFileSync(LANDSCAPE_IMAGE)], { type: 'image/jpeg' }), 'wide-cover.jpg');
    const created = await fetch(`${shop.baseUrl}/api/admin/books`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    expect(created.status).toBe(201);

    const page = await visit('en', { width: 1280, height: 800 });
    await signIn(page, session);
    await page.goto(`${shop.baseUrl}/admin/books`);
    const card = page.locator('.ant-card').filter({ hasText: 'Wide cover title en' });
    const cover = card.locator('img').first();
    await cover.evaluate((img) => img.decode());
    // The size the cover is drawn at inside its box, as object-fit draws it ('fill' would stretch it).
    const drawn = await cover.evaluate((img) => {
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const across = box.width / img.naturalWidth;
      const down = box.height / img.naturalHeight;
      const scale = { contain: Math.min(across, down), 'scale-down': Math.min(across, down, 1), cover: Math.max(across, down), none: 1 }[
        fit
      ];
      return {
        box: { width: box.width, height: box.height },
        image: scale ? { width: img.naturalWidth * scale, height: img.naturalHeight * scale } : 'stretched',
      };
    });
    // The box is portrait and this cover landscape: drawn whole, it fills the box's width and leaves room above and below.
    expect(drawn.box.height).toBeGreaterThan(drawn.box.width);
    expect(drawn.image.width).toBeLessThanOrEqual(drawn.box.width + 0.5);
    expect(drawn.image.height).toBeLessThanOrEqual(drawn.box.height + 0.5);
    await page.context().close();
  });

  it('mirrors the quantity control in Arabic on the book page as in the cart: + at the left, − at the right', async () => {
    const t = texts.ar;
    const book = books.find((candidate) => candidate.in_stock && (candidate.stock === null || candidate.stock > 2));
    const page = await visit('ar');
    await page.goto(`${shop.baseUrl}/book/${book.id}`);
    const onBookPage = {
      plus: await page.getByRole('button', { name: t.bookDetail.increase }).boundingBox(),
      minus: await page.getByRole('button', { name: t.bookDetail.decrease }).boundingBox(),
    };
    await page.getByRole('button', { name: t.bookDetail.addToCart }).first().click();
    await page
      .getByRole('link', { name: fill(t.header.cartWithCount, { count: 1 }) })
      .first()
      .waitFor();
    await page.goto(`${shop.baseUrl}/cart`);
    const inCart = {
      plus: await page.getByRole('button', { name: fill(t.cart.increase, { title: book.title_ar }) }).boundingBox(),
      minus: await page.getByRole('button', { name: fill(t.cart.decrease, { title: book.title_ar }) }).boundingBox(),
    };
    expect(inCart.plus.x).toBeLessThan(inCart.minus.x);
    expect(onBookPage.plus.x).toBeLessThan(onBookPage.minus.x);
    await page.context().close();
  });

  it('shows the "added to cart" toast below the header on a phone, where the cart and the menu button stay within reach', async () => {
    const t = texts.nl;
    const book = books.find((candidate) => candidate.in_stock);
    const page = await visit('nl');
    await page.goto(`${shop.baseUrl}/book/${book.id}`);
    await page.getByRole('button', { name: t.bookDetail.addToCart }).first().click();
    const toast = page.getByText(fill(t.bookDetail.addedToCart, { title: book.title_nl }));
    await toast.waitFor();
    const cart = page.getByRole('link', { name: fill(t.header.cartWithCount, { count: 1 }) }).first();
    const menu = page.getByRole('button', { name: t.header.openMenu });
    // What a tap at the middle of each of the header's controls lands on, with the toast showing.
    for (const control of [cart, menu]) {
      const box = await control.boundingBox();
      const tapped = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a, button')?.outerHTML, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(tapped).toBe(await control.evaluate((element) => element.outerHTML));
    }
    expect((await toast.boundingBox()).y).toBeGreaterThanOrEqual((await page.locator('header').first().boundingBox()).height);
    await page.context().close();
  });

  /**
   * A 390 x 844 phone whose browser shows its address and tool bars: 180 pixels of the screen are
   * theirs, so 664 are left for the page, while 100vh still measures the whole 844 (Chromium's own
   * emulation of those bars; it holds for the document it is set on, so it is set after loading).
   */
  async function phoneWithBrowserBars(page) {
    await page.setViewportSize({ width: 390, height: 664 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSmallViewportHeightDifferenceOverride', { difference: 180 });
  }

  it('keeps the review form whole on a phone: its title at the top, and room under its send button', async () => {
    const t = texts.en;
    const [book] = books;
    const page = await visit('en');
    await page.goto(`${shop.baseUrl}/book/${book.id}`);
    await phoneWithBrowserBars(page);
    await page.getByRole('button', { name: t.reviews.write }).first().click();
    const dialog = page.getByRole('dialog', { name: t.reviews.form.title });
    await dialog.waitFor();
    // The whole form scrolls inside the dialog; at its end the send button has room below it.
    await dialog.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    const visibleHeight = await page.evaluate(() => window.innerHeight);
    const panel = await dialog.boundingBox();
    const send = await dialog.getByRole('button', { name: t.reviews.form.submit }).boundingBox();
    expect(panel.y).toBeGreaterThanOrEqual(8);
    expect(panel.y + panel.height).toBeLessThanOrEqual(visibleHeight - 8);
    expect(send.y + send.height).toBeLessThanOrEqual(panel.y + panel.height - 8);
    await page.context().close();
  });

  it('lines up the house number and its addition on a laptop, also where the Dutch label takes two lines', async () => {
    const t = texts.nl;
    const book = books.find((candidate) => candidate.in_stock);
    const page = await visit('nl', { width: 1280, height: 800 });
    await page.goto(`${shop.baseUrl}/book/${book.id}`);
    await page.getByRole('button', { name: t.bookDetail.addToCart }).first().click();
    await page.goto(`${shop.baseUrl}/checkout`);
    const label = await page.locator('label', { hasText: t.checkout.buildingNumber }).boundingBox();
    const house = await page.getByLabel(t.checkout.apartmentNumber, { exact: true }).boundingBox();
    const addition = await page.getByLabel(t.checkout.buildingNumber, { exact: true }).boundingBox();
    // Side by side, and the label does wrap: otherwise this would prove nothing.
    expect(addition.x).toBeGreaterThan(house.x + house.width);
    expect(label.height).toBeGreaterThan(30);
    expect(addition.y).toBeCloseTo(house.y, 0);
    await page.context().close();
  });

  it("keeps an order's number whole in the title of its admin page on a phone", async () => {
    const placed = await placeOrder(
      shop.baseUrl,
      books.find((candidate) => candidate.in_stock),
    );
    const session = await adminSession();
    const orders = await (
      await fetch(`${shop.baseUrl}/api/admin/orders`, { headers: { Authorization: `Bearer ${session.accessToken}` } })
    ).json();
    const order = orders.find((candidate) => candidate.friendly_id === placed.friendly_id);
    for (const language of ['en', 'nl']) {
      const page = await visit(language);
      await signIn(page, session);
      await page.goto(`${shop.baseUrl}/admin/orders/${order.id}`);
      const title = page.getByRole('heading', { level: 1, name: new RegExp(placed.friendly_id) });
      // The lines the order number is drawn on: one, not "BK-" on one and the digits on the next.
      const lines = await title.evaluate((heading, friendlyId) => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const at = walker.currentNode.data.indexOf(friendlyId);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(walker.currentNode, at);
          range.setEnd(walker.currentNode, at + friendlyId.length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }
        return 0;
      }, placed.friendly_id);
      expect({ language, lines }).toEqual({ language, lines: 1 });
      await page.context().close();
    }
  });

  it('keeps phone numbers, e-mail addresses and template names left to right in the Arabic back office, and titles the contact box on its border', async () => {
    const session = await adminSession();
    const page = await visit('ar');
    await signIn(page, session);
    const direction = (input) => input.evaluate((element) => getComputedStyle(element).direction);
    await page.goto(`${shop.baseUrl}/admin/settings`);
    // "+31 10 123 4567" would read "4567 123 10 31+" right to left.
    await expect(direction(page.locator('#contact_phone'))).resolves.toBe('ltr');
    await expect(direction(page.locator('#contact_email'))).resolves.toBe('ltr');
    // The contact details' box is titled on its border, its text right under the title (no wide gap).
    const legend = await page.locator('fieldset:has(#contact_phone) > legend').boundingBox();
    const help = await page.locator('fieldset:has(#contact_phone) > p').first().boundingBox();
    expect(help.y - (legend.y + legend.height)).toBeLessThan(32);
    await page.goto(`${shop.baseUrl}/admin/email-templates`);
    await page.locator('.ant-table-tbody button:has(.anticon-edit)').first().click();
    await expect(direction(page.locator('.ant-modal input#name'))).resolves.toBe('ltr');
    await page.context().close();
  });

  it("writes the order's total in the Arabic send-email hints as everywhere: the euro sign first", async () => {
    const placed = await placeOrder(
      shop.baseUrl,
      books.find((candidate) => candidate.in_stock),
    );
    const session = await adminSession();
    const orders = await (
      await fetch(`${shop.baseUrl}/api/admin/orders`, { headers: { Authorization: `Bearer ${session.accessToken}` } })
    ).json();
    const order = orders.find((candidate) => candidate.friendly_id === placed.friendly_id);
    const page = await visit('ar', { width: 1280, height: 800 });
    await signIn(page, session);
    await page.goto(`${shop.baseUrl}/admin/orders/${order.id}`);
    // The first template that fills in the total (the order confirmation).
    const totalHint = page.locator('.ant-form-item-extra', { hasText: '€' });
    for (let option = 0; (await totalHint.count()) === 0; option++) {
      await page.locator('#template_name').click({ force: true });
      await page.locator('.ant-select-dropdown .ant-select-item-option').nth(option).click();
    }
    const [euro, digits] = await totalHint.first().evaluate((hint) => {
      const text = hint.firstChild;
      const at = (index, length) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + length);
        return range.getBoundingClientRect().left;
      };
      return [at(text.data.indexOf('€'), 1), at(text.data.search(/\d/), 1)];
    });
    expect(euro).toBeLessThan(digits);
    await page.context().close();
  });

  it("keeps a file picker's text readable under the pointer in the book form", async () => {
    const session = await adminSession();
    const page = await visit('en', { width: 1280, height: 800 });
    await signIn(page, session);
    await page.goto(`${shop.baseUrl}/admin/books/add`);
    await page.locator('label[for="book_pdf"]:has(.anticon-upload)').hover();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("prints a paid order's receipt headed by the shop's name and contact details, without the page's header", async () => {
    const placed = await placeOrder(
      shop.baseUrl,
      books.find((candidate) => candidate.in_stock),
    );
    await payOnCheckoutPage(placed.payment_url);
    const settings = await (await fetch(`${shop.baseUrl}/api/settings`)).json();
    const page = await visit('en');
    await page.goto(`${shop.baseUrl}/order-confirmation/${placed.process_number}`);
    await page.getByText(texts.en.orderConfirmation.status.paid).first().waitFor();
    await page.emulateMedia({ media: 'print' });
    // What the printout shows: each element with the shop's name or phone that is drawn at all.
    const printed = (text) =>
      page.evaluate(
        (wanted) =>
          [...document.querySelectorAll('body *')].filter(
            (element) => element.children.length === 0 && element.textContent.trim() === wanted && element.getClientRects().length > 0,
          ).length,
        text,
      );
    await expect(printed(texts.en.app.name)).resolves.toBe(1);
    await expect(printed(settings.contact_phone)).resolves.toBe(1);
    await page.context().close();
  });
});
