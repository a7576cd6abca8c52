import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpCapture } from '../api/test/smtp-capture.ts';
import { seriousA11yViolations } from './axe.mjs';
import { chooseOption } from './ant-design.mjs';
import { launchBrowser } from './browser.mjs';
import { payOnCheckoutPage, placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
/** The storefront's texts with the back office's (an i18next namespace of its own; no key is in both). */
const merge = (base, extra) =>
  Object.entries(extra).reduce(
    (all, [key, value]) => ({ ...all, [key]: typeof value === 'object' ? merge(base[key] ?? {}, value) : value }),
    base,
  );
const textsOf = (language) =>
  merge(require(`../web/src/shared/i18n/locales/${language}.json`), require(`../web/src/shared/i18n/locales/admin/${language}.json`));
const en = textsOf('en');
const ar = textsOf('ar');
const nl = textsOf('nl');
/** A key shown in place of its text: the back office's texts did not arrive. */
const UNTRANSLATED = /\b(admin\.[a-z][a-zA-Z]*\.[a-z]|login\.(title|backToShop)\b|language\.label\b)/;
const DEMO_ASSETS = fileURLToPath(new URL('../api/assets/demo', import.meta.url));
const demoAsset = (name) => path.join(DEMO_ASSETS, name);
const fill = (text, values) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text);

describe('the shop staff in the back office', () => {
  let shop;
  let smtp;
  let browser;
  let password;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startShop({ env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
    password = shop.adminPassword();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await smtp?.close();
  });

  /** A parent's page of the storefront, in English. */
  async function storefront(pathname) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${shop.baseUrl}${pathname}`);
    return page;
  }

  const publicBooks = async () => (await fetch(`${shop.baseUrl}/api/books`)).json();

  /** A signed-in admin's page, signed in through the form as staff do it. */
  async function signedIn(viewport = { width: 1280, height: 900 }) {
    const context = await browser.newContext({ viewport, bypassCSP: true });
    // English unless a test switches the language.
    await context.addInitScript(() => localStorage.getItem('language') || localStorage.setItem('language', 'en'));
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
    await page
      .getByRole('button', { name: /^(ok|delete|yes)/i })
      .last()
      .click();
    await saraCard.waitFor({ state: 'detached' });
    const admins = await page.evaluate(async () =>
      (await fetch('/api/admin/admins', { headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}` } })).json(),
    );
    expect(admins.map((admin) => admin.username)).toEqual(['admin']);
    await page.context().close();
  });

  it('adds a book with a cover, two previews and a PDF that parents then see, and edits it keeping one preview', async () => {
    const admin = await signedIn();
    const form = en.admin.books;
    await admin.goto(`${shop.baseUrl}/admin/books/add`);
    const texts = {
      ar: { title: 'الحديقة السرية', author: 'ريم', description: 'قصة عن حديقة تفتح في الليل.' },
      en: { title: 'The Secret Garden at Night', author: 'Reem', description: 'A story about a garden that opens at night.' },
      nl: { title: 'De geheime tuin bij nacht', author: 'Reem', description: 'Een verhaal over een tuin die ’s nachts opengaat.' },
    };
    for (const [language, fields] of Object.entries(texts)) {
      for (const [field, value] of Object.entries(fields)) await admin.locator(`#book_${field}_${language}`).fill(value);
    }
    await admin.getByLabel(form.fields.price).fill('14.50');
    await admin.getByLabel(form.fields.stock).fill('6');
    await admin.getByRole('group', { name: en.ageGroups.label }).getByRole('button').first().click();
    await admin.getByLabel(form.fields.cover).setInputFiles(demoAsset('hello-little-duck-cover.jpg'));
    await admin
      .getByLabel(fill(form.fields.previews, { max: 5 }))
      .setInputFiles([demoAsset('hello-little-duck-page-1.jpg'), demoAsset('hello-little-duck-page-2.jpg')]);
    await admin.getByLabel(form.fields.pdf).setInputFiles(demoAsset('hello-little-duck.pdf'));
    await admin.getByRole('img', { name: fill(form.previewImage, { number: 2 }) }).waitFor();
    await admin.getByRole('button', { name: form.save }).click();
    await admin.getByText(form.created).waitFor();
    await admin.waitForURL(`${shop.baseUrl}/admin/books`);

    const created = (await publicBooks()).find((book) => book.title_en === texts.en.title);
    expect(created).toMatchObject({
      price: 14.5,
      stock: 6,
      preview_images: [expect.any(String), expect.any(String)],
      pdf_url: expect.any(String),
    });
    const parent = await storefront(`/book/${created.id}`);
    await parent.getByRole('heading', { name: texts.en.title }).waitFor();
    const cover = parent.getByRole('img', { name: fill(en.bookDetail.gallery.cover, { title: texts.en.title }) });
    await expect(cover.evaluate((img) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    await parent.getByRole('button', { name: fill(en.bookDetail.gallery.show, { number: 3, total: 3 }) }).waitFor();
    expect(await parent.getByRole('button', { name: en.bookDetail.preview }).isEnabled()).toBe(true);

    await admin.getByRole('button', { name: fill(form.editBook, { title: texts.en.title }) }).click();
    await admin.getByRole('img', { name: fill(form.previewImage, { number: 2 }) }).waitFor();
    await admin.getByRole('button', { name: fill(form.removePreview, { number: 2 }) }).click();
    await admin.getByRole('button', { name: form.save }).click();
    await admin.getByText(form.updated).waitFor();

    const edited = (await publicBooks()).find((book) => book.id === created.id);
    expect(edited.preview_images).toEqual([created.preview_images[0]]);
    expect(edited.pdf_url).toBe(created.pdf_url);
    await parent.reload();
    await parent.getByRole('button', { name: fill(en.bookDetail.gallery.show, { number: 2, total: 2 }) }).waitFor();
    expect(await parent.getByRole('button', { name: fill(en.bookDetail.gallery.show, { number: 3, total: 3 }) }).count()).toBe(0);
    await parent.context().close();
    await admin.context().close();
  });

  it('moves a paid order to sent with a comment: the history shows it and the customer gets the mail', async () => {
    const [book] = (await publicBooks()).filter((candidate) => candidate.in_stock);
    const placed = await placeOrder(shop.baseUrl, book, {
      customer_name: 'Yasmin Haddad',
      customer_email: 'yasmin@example.nl',
      language: 'en',
    });
    await payOnCheckoutPage(placed.payment_url);
    const confirmation = `Thank you! Your order ${placed.friendly_id} is confirmed`;
    await smtp.waitFor(1);
    expect(smtp.messages.map((mail) => mail.subject)).toContain(confirmation);

    const admin = await signedIn();
    const orders = en.admin.orders;
    await admin.goto(`${shop.baseUrl}/admin/orders`);
    await admin.getByPlaceholder(orders.search).fill('yasmin@example.nl');
    // The search is sent when typing pauses, and the list is masked while it loads: a click before
    // that lands on the unsearched list or on the mask (a busy CI machine did both).
    await admin.waitForURL(/[?&]q=yasmin/);
    await admin.getByRole('link', { name: placed.friendly_id }).click();
    await admin.getByRole('heading', { name: fill(orders.detail.titleWithId, { friendlyId: placed.friendly_id }) }).waitFor();

    await chooseOption(admin, orders.statusForm.status, orders.status.sent);
    await admin.getByLabel(orders.statusForm.comment).fill('Posted with PostNL, track and trace 3SABCD1234567');
    await admin.getByRole('button', { name: orders.statusForm.submit }).click();

    const history = admin.locator('.ant-card').filter({ has: admin.getByText(orders.history.title, { exact: true }) });
    const entry = history
      .locator('.ant-timeline-item')
      .filter({ hasText: `${orders.history.actions.status_change}: ${orders.status.sent}` });
    await entry.getByText('Posted with PostNL, track and trace 3SABCD1234567').waitFor();
    await entry.getByText(fill(orders.history.by, { username: 'admin' })).waitFor();

    await smtp.waitFor(2);
    const sent = smtp.messages.find((mail) => mail.subject === `Your order ${placed.friendly_id} is on its way`);
    expect(sent?.envelope.to).toEqual(['yasmin@example.nl']);
    expect(sent?.text).toContain('Yasmin Haddad');
    await admin.context().close();
  });

  it("approves a review of a book, which parents then see on that book's page", async () => {
    const [book] = await publicBooks();
    const review = {
      book_id: book.id,
      name: 'Umm Adam',
      email: 'umm.adam@example.de',
      rating: 5,
      review_text: 'My son asks for this book every single night.',
    };
    const submitted = await fetch(`${shop.baseUrl}/api/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(review),
    });
    expect(submitted.status).toBe(201);
    const parent = await storefront(`/book/${book.id}`);
    await parent.getByRole('heading', { name: book.title_en }).waitFor();
    await parent.waitForLoadState('networkidle');
    expect(await parent.getByText(review.review_text).count()).toBe(0);

    const admin = await signedIn();
    await admin.goto(`${shop.baseUrl}/admin/reviews`);
    await admin
      .getByRole('button', { name: fill(en.admin.reviews.approveReviewBy, { name: review.name }) })
      .first()
      .click();
    await admin.getByText(en.admin.reviews.approved).waitFor();

    await parent.reload();
    await parent.getByText(review.review_text).first().waitFor();
    await parent.context().close();
    await admin.context().close();
  });

  it('runs right to left in Arabic, Ant Design included', async () => {
    const page = await signedIn();
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${shop.baseUrl}/admin/orders`);
    await page.getByRole('heading', { name: ar.admin.orders.title }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('.ant-select-rtl').count()).toBeGreaterThan(0);
    // The search box starts at the right edge of the page, as Arabic reads.
    const search = await page.getByPlaceholder(ar.admin.orders.search).boundingBox();
    const status = await page.getByRole('combobox', { name: ar.admin.orders.statusFilter }).boundingBox();
    expect(status.x).toBeGreaterThan(search.x);
    await page.context().close();
  });

  it('shows texts, not keys, in each language the admin switches to, without reloading', async () => {
    const page = await signedIn();
    const bodyText = () => page.locator('body').innerText();
    await page.getByRole('heading', { name: en.admin.dashboard.title }).waitFor();
    expect(await bodyText()).not.toMatch(UNTRANSLATED);

    let current = en;
    for (const [texts, option] of [
      [nl, 'Nederlands'],
      [ar, 'العربية'],
      [en, 'English'],
    ]) {
      await page.getByRole('combobox', { name: current.language.label }).click();
      await page.getByRole('option', { name: option }).click();
      await page.getByRole('heading', { name: texts.admin.dashboard.title }).waitFor();
      expect(await bodyText()).not.toMatch(UNTRANSLATED);
      // Another screen, reached inside the app: its texts are there too.
      await page
        .getByRole('navigation', { name: texts.admin.frame.navigation })
        .getByRole('link', { name: texts.admin.dashboard.links.orders.title })
        .click();
      await page.getByRole('heading', { name: texts.admin.orders.title }).waitFor();
      expect(await bodyText()).not.toMatch(UNTRANSLATED);
      await page.goBack();
      current = texts;
    }
    await page.context().close();
  });

  it.each(['ar', 'en', 'nl'])(
    'has no serious or critical accessibility problem, nor a key for a text, on any admin page (%s)',
    async (language) => {
      const problems = {};
      const untranslated = [];
      // The sign-in page, as staff first see it and as an ended session brings them back to it.
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      await visitor.addInitScript((lng) => localStorage.setItem('language', lng), language);
      const signIn = await visitor.newPage();
      for (const route of ['/login', '/login?session=ended']) {
        await signIn.goto(`${shop.baseUrl}${route}`);
        await signIn.waitForLoadState('networkidle');
        const found = await seriousA11yViolations(signIn);
        if (found.length > 0) problems[route] = found;
      }
      await visitor.close();

      const page = await signedIn();
      // Each page below loads the app again, which reads the language from local storage.
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      // The tests above left an order and a review behind, so the lists and the detail page have content.
      const [order] = await page.evaluate(async () =>
        (await fetch('/api/admin/orders', { headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}` } })).json(),
      );
      const [book] = await publicBooks();
      const routes = [
        '',
        '/books',
        '/books/add',
        `/books/${book.id}/edit`,
        '/orders',
        `/orders/${order.id}`,
        '/admins',
        '/reviews',
        '/email-templates',
        '/shipping-configs',
        '/legal-texts',
        '/settings',
        '/change-password',
        '/mailbox',
        '/jobs',
        '/no-such-page',
      ];
      for (const route of routes) {
        await page.goto(`${shop.baseUrl}/admin${route}`);
        await page.waitForLoadState('networkidle');
        const found = await seriousA11yViolations(page);
        if (found.length > 0) problems[`/admin${route}`] = found;
        const key = UNTRANSLATED.exec(await page.locator('body').innerText());
        if (key) untranslated.push(`/admin${route}: ${key[0]}`);
      }
      expect(problems).toEqual({});
      expect(untranslated).toEqual([]);
      await page.context().close();
    },
  );
});
