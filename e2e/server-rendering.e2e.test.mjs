import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { launchBrowser } from './browser.mjs';
import { placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const LANGUAGES = ['ar', 'en', 'nl'];
// The storefront's texts and its own pages' (about, policies), as the server renders them.
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { ...require(`../web/src/shared/i18n/locales/${language}.json`), ...require(`../web/src/shared/i18n/locales/pages/${language}.json`) },
  ]),
);

/** What a crawler or a link preview reads: the HTML as served, without running any script. */
function readHtml(html) {
  const metas = new Map();
  for (const [, attribute, key, content] of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) {
    if (!metas.has(`${attribute}:${key}`)) metas.set(`${attribute}:${key}`, decode(content));
  }
  return {
    html,
    lang: /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => metas.get(`name:${key}`) ?? metas.get(`property:${key}`),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], decode(m[2])]),
    ),
    structuredData: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
    // The page's text as a reader without scripts sees it.
    text: decode(
      (/<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ),
  };
}

function decode(text) {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the storefront as a crawler, a link preview and a browser without scripts read it', () => {
  let shop;
  /** The shop's public address (PUBLIC_URL, by default http://localhost:PORT): absolute addresses name it. */
  let origin;
  let books;
  let book;
  let order;
  beforeAll(async () => {
    shop = await startShop();
    origin = shop.baseUrl.replace('127.0.0.1', 'localhost');
    books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    book = books.find((candidate) => candidate.in_stock && candidate.author_en);
    order = await placeOrder(shop.baseUrl, book);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const page = async (path, headers = {}) => {
    const response = await fetch(`${shop.baseUrl}${path}`, { headers });
    return { response, ...readHtml(await response.text()) };
  };

  describe.each(LANGUAGES)('in %s', (language) => {
    const t = texts[language];
    const dir = language === 'ar' ? 'rtl' : 'ltr';

    it("a shared book link shows the book's title, price, description and cover, with its offer and alternates", async () => {
      const served = await page(`/book/${book.id}?lang=${language}`, { 'User-Agent': 'facebookexternalhit/1.1' });
      const title = book[`title_${language}`];
      expect(served.response.status).toBe(200);
      expect(served.lang).toEqual([language, dir]);
      expect(served.title).toBe(`${title} – ${t.app.name}`);
      expect(served.meta('description')).toBe(book[`description_${language}`]);
      expect(served.text).toContain(title);
      expect(served.text).toContain(book[`description_${language}`]);
      expect(served.text).toContain(book[`author_${language}`]);
      expect(served.text).toMatch(new RegExp(book.price.toFixed(2).replace('.', language === 'nl' ? ',' : '\\.')));

      const address = `${origin}/book/${book.id}?lang=${language}`;
      expect(served.canonical).toBe(address);
      expect(served.alternates).toEqual({
        ar: `${origin}/book/${book.id}?lang=ar`,
        en: `${origin}/book/${book.id}?lang=en`,
        nl: `${origin}/book/${book.id}?lang=nl`,
        'x-default': `${origin}/book/${book.id}`,
      });
      expect(served.meta('og:title')).toBe(title);
      expect(served.meta('og:type')).toBe('book');
      expect(served.meta('og:url')).toBe(address);
      expect(served.meta('og:locale')).toBe({ ar: 'ar_AR', en: 'en_GB', nl: 'nl_NL' }[language]);
      expect(served.meta('twitter:card')).toBe('summary_large_image');
      expect(served.meta('og:image')).toBe(`${origin}${book.social_image}`);
      expect([served.meta('og:image:width'), served.meta('og:image:height')]).toEqual(['1200', '630']);
      const picture = await fetch(served.meta('og:image').replace(origin, shop.baseUrl));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect([width, height]).toEqual([1200, 630]);

      const described = served.structuredData.find((data) => data['@type'] === 'Book');
      expect(described).toMatchObject({
        '@context': 'https://schema.org',
        name: title,
        author: { '@type': 'Person', name: book[`author_${language}`] },
        inLanguage: 'ar',
        description: book[`description_${language}`],
        offers: {
          '@type': 'Offer',
          price: book.price.toFixed(2),
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: address,
        },
      });
      expect(described.image).toBe(new URL(book.cover_image_url, origin).href);
      // The cover, the page's largest picture, is asked for first, before any script.
      const coverPreload = served.html.search(new RegExp(`<link rel="preload" as="image" href="${book.images.cover.card_url}"`));
      expect(coverPreload).toBeGreaterThan(-1);
      expect(coverPreload).toBeLessThan(served.html.search(/<script|<link rel="modulepreload"/));
      expect(served.html).toMatch(new RegExp(`<img[^>]*src="${book.images.cover.card_url}"[^>]*width="\\d+" height="\\d+"`));
    });

    it('the home page names the shop and its site, and the browse page lists every book', async () => {
      const home = await page(`/?lang=${language}`);
      expect(home.response.status).toBe(200);
      expect(home.title).toBe(t.app.name);
      expect(home.meta('description')).toBe(t.meta.description);
      expect(home.text).toContain(t.home.heroTitle);
      expect(home.meta('og:image')).toBe(`${origin}/social-card.png`);
      expect((await fetch(`${shop.baseUrl}/social-card.png`)).status).toBe(200);
      expect(home.structuredData.map((data) => data['@type']).sort()).toEqual(['Organization', 'WebSite']);
      expect(home.structuredData.find((data) => data['@type'] === 'WebSite')).toMatchObject({ inLanguage: language, url: `${origin}/` });

      const browse = await page(`/books?lang=${language}`);
      expect(browse.title).toBe(`${t.browse.title} – ${t.app.name}`);
      expect(browse.meta('description')).toBe(t.browse.metaDescription);
      for (const each of books) expect(browse.text).toContain(each[`title_${language}`]);
      expect(browse.canonical).toBe(`${origin}/books?lang=${language}`);
    });

    it("the shop's own pages each have their own title and description, and may be listed", async () => {
      // The legal texts' pages are titled by their text's first heading: the shop's defaults use these words.
      const pages = {
        '/about': { title: t.legal.titles.about },
        '/contact': t.contact,
        '/privacy-policy': { title: t.legal.titles.privacy },
        '/terms': { title: t.legal.titles.terms },
        '/company-details': t.companyDetails,
      };
      const descriptions = new Set();
      for (const [path, pageTexts] of Object.entries(pages)) {
        const served = await page(`${path}?lang=${language}`);
        expect(served.response.status).toBe(200);
        expect(served.title).toBe(`${pageTexts.title} – ${t.app.name}`);
        expect(served.meta('robots')).toBeUndefined();
        descriptions.add(served.meta('description'));
      }
      expect(descriptions.size).toBe(5);
      const shipping = await page(`/shipping-details?lang=${language}`);
      expect(shipping.response.status).toBe(200);
      const returns = await page(`/return-policy?lang=${language}`);
      expect(returns.response.status).toBe(200);
      expect(new Set([shipping.title, returns.title]).size).toBe(2);
    });

    it('an unknown book or address is a 404 with the not-found page, not a soft 404', async () => {
      const unknownBook = await page(`/book/00000000-0000-4000-8000-000000000000?lang=${language}`);
      expect(unknownBook.response.status).toBe(404);
      expect(unknownBook.text).toContain(t.bookDetail.notFound);
      const notABook = await page(`/book/not-a-book?lang=${language}`);
      expect(notABook.response.status).toBe(404);
      const nowhere = await page(`/no-such-page?lang=${language}`);
      expect(nowhere.response.status).toBe(404);
      expect(nowhere.title).toBe(`${t.notFound.title} – ${t.app.name}`);
      expect(nowhere.text).toContain(t.notFound.message);
    });

    it("a visitor's cart, checkout and order are not listed, and an order is kept by no cache", async () => {
      for (const path of ['/cart', '/checkout']) {
        const served = await page(`${path}?lang=${language}`);
        expect(served.response.status).toBe(200);
        expect(served.meta('robots')).toBe('noindex');
      }
      const receipt = await page(`/order-confirmation/${order.process_number}?lang=${language}`);
      expect(receipt.response.status).toBe(200);
      expect(receipt.meta('robots')).toBe('noindex');
      expect(receipt.response.headers.get('cache-control')).toBe('private, no-store');
      expect(receipt.text).toContain(order.process_number);
      const unknownOrder = await page(`/order-confirmation/ORD-UNKNOWN?lang=${language}`);
      expect(unknownOrder.response.status).toBe(404);
      expect(unknownOrder.response.headers.get('cache-control')).toBe('private, no-store');

      for (const path of ['/login', '/admin', '/admin/orders']) {
        const served = await page(`${path}?lang=${language}`);
        expect(served.meta('robots')).toBe('noindex');
        expect(served.lang).toEqual([language, dir]);
      }
    });
  });

  it('without ?lang= the page is in the language of the cookie the browser keeps, else Arabic; ?lang= wins', async () => {
    expect((await page('/about')).lang).toEqual(['ar', 'rtl']);
    const dutch = await page('/about', { Cookie: 'language=nl' });
    expect(dutch.lang).toEqual(['nl', 'ltr']);
    expect(dutch.title).toBe(`${texts.nl.legal.titles.about} – ${texts.nl.app.name}`);
    expect(dutch.response.headers.get('vary')).toMatch(/Cookie/);
    expect((await page('/about?lang=en', { Cookie: 'language=nl' })).lang).toEqual(['en', 'ltr']);
    expect((await page('/about?lang=xx', { Cookie: 'language=zz' })).lang).toEqual(['ar', 'rtl']);
  });

  it("a shared link's tracking parameters make no page of their own: one rendering, one ETag, the page's own canonical address", async () => {
    const plain = await page('/privacy-policy?lang=en');
    const shared = await page('/privacy-policy?lang=en&fbclid=IwAR0abc&utm_source=whatsapp');
    expect(shared.response.status).toBe(200);
    // Each rendering carries its own request ids, so the same ETag means the same cached rendering.
    expect(shared.response.headers.get('etag')).toBe(plain.response.headers.get('etag'));
    expect(shared.canonical).toBe(`${origin}/privacy-policy?lang=en`);

    const filtered = await page('/books?lang=en&featured=true');
    const tracked = await page('/books?utm_campaign=spring&featured=true&lang=en&nonsense=1');
    expect(tracked.response.headers.get('etag')).toBe(filtered.response.headers.get('etag'));
    expect(tracked.response.headers.get('etag')).not.toBe((await page('/books?lang=en')).response.headers.get('etag'));
  });

  it("an address that looks like another site's, or that no URL parser takes, is the not-found page, not an error", async () => {
    for (const path of ['//[x', '//evil.example/about', '/\\evil.example/about']) {
      const served = await page(path);
      expect([path, served.response.status]).toEqual([path, 404]);
      expect(served.title).toBe(`${texts.ar.notFound.title} – ${texts.ar.app.name}`);
    }
  });

  it('a cached page shows a change to the shop at once', async () => {
    const before = await page('/about?lang=en');
    expect(before.text).toContain('+31 10 123 4567');

    const login = await fetch(`${shop.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: shop.adminPassword() }),
    });
    const { accessToken } = await login.json();
    const settings = await (await fetch(`${shop.baseUrl}/api/settings`)).json();
    const saved = await fetch(`${shop.baseUrl}/api/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ currency: settings.currency, admin_email: settings.admin_email, contact_phone: '+31 20 765 4321' }),
    });
    expect(saved.status).toBe(200);

    const after = await page('/about?lang=en');
    expect(after.text).toContain('+31 20 765 4321');
    expect(after.text).not.toContain('+31 10 123 4567');
  });

  it("the shop's icon, for a tab and a phone's home screen, is a picture that answers (not an SVG the page's thread must build)", async () => {
    const html = await (await fetch(`${shop.baseUrl}/?lang=en`)).text();
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]* href="([^"]+)"/g)].map(([, rel, href]) => [rel, href]);
    expect(icons.map(([rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon']);
    for (const [, href] of icons) {
      const answer = await fetch(new URL(href, shop.baseUrl));
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 192, height: 192 });
    }
  });

  it('the sitemap lists every book with its three language alternates', async () => {
    // An index of files: the books are in the files it names.
    const index = await (await fetch(`${shop.baseUrl}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => new URL(address.replaceAll('&amp;', '&')));
    expect(files.length).toBeGreaterThan(0);
    let sitemap = '';
    for (const file of files) sitemap += await (await fetch(`${shop.baseUrl}${file.pathname}${file.search}`)).text();
    for (const each of books) {
      for (const language of LANGUAGES) {
        expect(sitemap).toContain(`hreflang="${language}" href="${origin}/book/${each.id}?lang=${language}"`);
      }
    }
  });
});

describe('a server-rendered page in the browser', () => {
  let shop;
  let browser;
  let books;
  let book;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
    books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    book = books.find((candidate) => candidate.in_stock);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Everything `tab` says in the console from now on (hydration mismatches, failed requests, script errors), and its uncaught errors. */
  function complaintsOf(tab) {
    const complaints = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
    return complaints;
  }

  async function open(path, { javaScriptEnabled = true } = {}) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const tab = await context.newPage();
    const complaints = complaintsOf(tab);
    const requests = [];
    tab.on('request', (request) => requests.push(request.url()));
    await tab.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { tab, context, complaints, requests };
  }

  it('the libraries and the app’s shared code run as scripts of their own, in the order they import each other, the entry last', async () => {
    // Each module script is evaluated in a task of its own: a phone's main thread is held for one
    // chunk at a time, not for all of them in one long task as the entry's static imports were.
    const { tab, context } = await open('/books?lang=ar');
    const scripts = await tab.evaluate(() =>
      [...document.querySelectorAll('head script[type=module]')].map((script) => [new URL(script.src).pathname, script.async]),
    );
    expect(scripts.map(([path]) => path.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''))).toEqual([
      'rolldown-runtime',
      'react',
      'framework',
      'storefront',
      'index',
    ]);
    // In that order: a script inserted by a script runs as soon as it has come unless told otherwise.
    expect(scripts.every(([, async]) => async === false)).toBe(true);
    await context.close();
  });

  it.each(LANGUAGES)(
    'in %s, pages hydrate without a word in the console, without asking again for their data or styles, and Add to cart works',
    async (language) => {
      const t = texts[language];
      for (const path of ['/', '/books', `/book/${book.id}`]) {
        const { tab, context, complaints, requests } = await open(`${path}?lang=${language}`);
        expect(complaints).toEqual([]);
        // The answers the server rendered with are handed over, not fetched again.
        expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
        // Nor are the styles written into the page fetched again when their scripts run.
        expect(requests.filter((url) => url.endsWith('.css'))).toEqual([]);
        if (path === `/book/${book.id}`) {
          await tab.getByRole('button', { name: t.bookDetail.addToCart }).first().click();
          // As long as a busy phone takes to show it, not at the instant of the tap.
          await tab
            .getByRole('link', { name: t.header.cartWithCount.replace('{{count}}', '1') })
            .first()
            .waitFor({ state: 'visible' });
          expect(complaints).toEqual([]);
        }
        await context.close();
      }
    },
  );

  it("an order's page hydrates without a word in the console on a phone far east or west of the shop, and shows the shop's day", async () => {
    const placed = await placeOrder(shop.baseUrl, book);
    const order = await (await fetch(`${shop.baseUrl}/api/orders/${placed.process_number}`)).json();
    const shopDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
      new Date(order.created_at),
    );
    // At any hour, one of these two zones is on another day than the server's and the shop's.
    for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId });
      const tab = await context.newPage();
      const complaints = complaintsOf(tab);
      await tab.goto(`${shop.baseUrl}/order-confirmation/${order.process_number}?lang=en`, { waitUntil: 'networkidle' });
      // Hydrated: React has taken the server's heading over as its own (a mismatch is logged before).
      await tab.waitForFunction(() => Object.keys(document.querySelector('h1')).some((key) => key.startsWith('__reactFiber')));
      expect(complaints).toEqual([]);
      await expect(tab.getByText(shopDay).count()).resolves.toBe(1);
      await context.close();
    }
  });

  /**
   * A tab (a phone's, unless `viewport` says otherwise) showing the server's page while every script
   * is held back, as on a slow network, until `releaseScripts()`, with what it says in the console.
   * `prepare` is called with the browser context, and `watch` with the tab, before it asks for the page.
   */
  async function openWithScriptsHeld(path, { prepare = async () => {}, watch = () => {}, viewport = { width: 390, height: 844 } } = {}) {
    const context = await browser.newContext({ viewport });
    await prepare(context);
    const tab = await context.newPage();
    const complaints = complaintsOf(tab);
    watch(tab);
    let releaseScripts;
    const scriptsHeld = new Promise((resolve) => (releaseScripts = resolve));
    await tab.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await tab.goto(`${shop.baseUrl}${path}`, { waitUntil: 'commit' });
    return { tab, context, complaints, releaseScripts };
  }

  /** A phone's tab on a book page whose own pictures are held back until `releasePictures()`; `scriptsAsked` fills with the times scripts are asked for. */
  async function openWithPicturesHeld() {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const scriptsAsked = [];
    tab.on('request', (request) => request.url().endsWith('.js') && scriptsAsked.push(Date.now()));
    let releasePictures;
    const picturesHeld = new Promise((resolve) => (releasePictures = resolve));
    await tab.route(new RegExp(`/uploads/books/${book.id}/`), async (route) => {
      await picturesHeld;
      await route.continue().catch(() => {});
    });
    await tab.goto(`${shop.baseUrl}/book/${book.id}?lang=en`, { waitUntil: 'domcontentloaded' });
    const addToCart = async () => {
      await tab.getByRole('button', { name: texts.en.bookDetail.addToCart }).first().click();
      await tab
        .getByRole('link', { name: texts.en.header.cartWithCount.replace('{{count}}', '1') })
        .first()
        .waitFor();
    };
    return { tab, context, scriptsAsked, parsedAt: Date.now(), releasePictures, addToCart };
  }

  it('a page asks for its scripts only once its cover has come, so they do not share a phone’s line with it', async () => {
    const { tab, context, scriptsAsked, releasePictures, addToCart } = await openWithPicturesHeld();
    await tab.waitForTimeout(1000);
    expect(scriptsAsked).toEqual([]);

    releasePictures();
    await addToCart();
    expect(scriptsAsked.length).toBeGreaterThan(0);
    await context.close();
  });

  it('a cover that never comes holds the page’s scripts back three seconds at most', async () => {
    const { context, scriptsAsked, parsedAt, releasePictures, addToCart } = await openWithPicturesHeld();
    await addToCart();
    const waited = scriptsAsked[0] - parsedAt;
    expect(waited).toBeGreaterThan(2000);
    expect(waited).toBeLessThan(6000);
    releasePictures();
    await context.close();
  });

  it('a tap on Add to cart before the page’s scripts have come is kept: the book is in the cart, once, when the page works', async () => {
    // The scripts are held back, as on a slow phone network, while the parent taps twice.
    const { tab, context, complaints, releaseScripts } = await openWithScriptsHeld(`/book/${book.id}?lang=en`);
    const add = tab.getByRole('button', { name: texts.en.bookDetail.addToCart }).first();
    await add.click();
    await add.click();
    releaseScripts();

    await tab.getByText(texts.en.bookDetail.addedToCart.replace('{{title}}', book.title_en)).first().waitFor();
    await tab
      .getByRole('link', { name: texts.en.header.cartWithCount.replace('{{count}}', '1') })
      .first()
      .waitFor();
    // The page works as usual from then on: the next tap adds at once.
    await add.click();
    await tab
      .getByRole('link', { name: texts.en.header.cartWithCount.replace('{{count}}', '2') })
      .first()
      .waitFor();
    // The kept tap's script is allowed by the page's Content-Security-Policy (a refused one is logged as an error).
    expect(complaints).toEqual([]);
    await context.close();
  });

  it.each([
    ['3', 3],
    ['0', 1],
  ])(
    'a quantity typed before the page’s scripts have come (%s) is the quantity Add to cart adds (%i), as the field then shows',
    async (typed, added) => {
      const { tab, context, releaseScripts } = await openWithScriptsHeld(`/book/${book.id}?lang=en`);
      const quantity = tab.getByLabel(texts.en.bookDetail.quantity, { exact: true });
      await quantity.fill(typed);
      await tab.getByRole('button', { name: texts.en.bookDetail.addToCart }).first().click();
      releaseScripts();

      await tab
        .getByRole('link', { name: texts.en.header.cartWithCount.replace('{{count}}', String(added)) })
        .first()
        .waitFor();
      expect(await quantity.inputValue()).toBe(String(added));
      // The stepper goes on from it.
      await tab.getByRole('button', { name: texts.en.bookDetail.increase }).click();
      expect(await quantity.inputValue()).toBe(String(added + 1));
      await context.close();
    },
  );

  it.each([
    ['before', ['language', 'quantity', 'add']],
    ['after', ['quantity', 'add', 'language']],
  ])(
    'with the language switcher tapped %s a typed quantity and Add to cart, before the page’s scripts have come, all three count',
    async (_when, steps) => {
      const { tab, context, complaints, releaseScripts } = await openWithScriptsHeld(`/book/${book.id}?lang=en`);
      const act = {
        language: () => tab.getByRole('button', { name: 'English' }).click(),
        quantity: () => tab.getByLabel(texts.en.bookDetail.quantity, { exact: true }).fill('3'),
        add: () => tab.getByRole('button', { name: texts.en.bookDetail.addToCart }).first().click(),
      };
      for (const step of steps) await act[step]();
      releaseScripts();

      // The page changes to Dutch as a whole, and the cart has the three copies the field showed.
      await tab
        .getByRole('link', { name: texts.nl.header.cartWithCount.replace('{{count}}', '3') })
        .first()
        .waitFor();
      await expect(tab.getByLabel(texts.nl.bookDetail.quantity, { exact: true }).inputValue()).resolves.toBe('3');
      await expect(tab.evaluate(() => document.documentElement.lang)).resolves.toBe('nl');
      // Nothing was drawn again: React found the page the server drew.
      expect(complaints).toEqual([]);
      await context.close();
    },
  );

  it('a visitor whose browser keeps Dutch but sends no language cookie gets the Arabic page turned Dutch once it works, keeping what was typed and tapped', async () => {
    const { tab, context, complaints, releaseScripts } = await openWithScriptsHeld(`/book/${book.id}`, {
      prepare: (opened) => opened.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'nl')),
    });
    await tab.getByLabel(texts.ar.bookDetail.quantity, { exact: true }).fill('2');
    await tab.getByRole('button', { name: texts.ar.bookDetail.addToCart }).first().click();
    releaseScripts();

    await tab
      .getByRole('link', { name: texts.nl.header.cartWithCount.replace('{{count}}', '2') })
      .first()
      .waitFor();
    await expect(tab.getByLabel(texts.nl.bookDetail.quantity, { exact: true }).inputValue()).resolves.toBe('2');
    expect(complaints).toEqual([]);
    await context.close();
  });

  it('a page scrolled before its scripts have come stays where it is when it works, and the next page starts at the top', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld(`/book/${book.id}?lang=en`);
    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await tab.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    releaseScripts();

    // Works: the header's cart link counts a book added from the page's foot (clicked where it is, not scrolled to).
    await tab.evaluate(
      (name) => [...document.querySelectorAll('button')].findLast((button) => button.textContent.trim() === name).click(),
      texts.en.book.addToCart,
    );
    await tab
      .getByRole('link', { name: texts.en.header.cartWithCount.replace('{{count}}', '1') })
      .first()
      .waitFor();
    expect(await tab.evaluate(() => window.scrollY)).toBe(scrolled);

    await tab.getByRole('link', { name: texts.en.footer.privacyPolicy }).first().click();
    await tab.waitForURL(/\/privacy-policy/);
    await tab.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('a tap on the language switcher before the page’s scripts have come is kept: the page changes language when it works', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/books');
    await tab.getByRole('button', { name: 'العربية' }).click();
    releaseScripts();

    await tab.getByRole('heading', { level: 1, name: texts.en.browse.title }).waitFor();
    expect(await tab.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['en', 'en']);
    await context.close();
  });

  it('a contact message typed and sent before the page’s scripts have come is sent as typed, and never put in the page’s address', async () => {
    const pagesAsked = [];
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/contact?lang=en', {
      watch: (opened) => opened.on('request', (request) => request.resourceType() === 'document' && pagesAsked.push(request.url())),
    });
    const form = texts.en.contact.form;
    const message = { full_name: 'Layla Haddad', email: 'layla@example.com', subject: 'Shipping', message: 'Do you ship to Belgium?' };
    await tab.getByLabel(form.fullName).fill(message.full_name);
    await tab.getByLabel(form.email).fill(message.email);
    await tab.getByLabel(form.subject).fill(message.subject);
    await tab.getByLabel(form.message, { exact: true }).fill(message.message);
    await tab.getByRole('button', { name: form.send }).click();

    const sent = tab.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
    releaseScripts();
    expect((await sent).postDataJSON()).toEqual(message);
    await tab.getByText(texts.en.contact.success).first().waitFor();
    // The browser did not send the form itself, as an address carrying the parent's name and message.
    expect(pagesAsked).toEqual([`${shop.baseUrl}/contact?lang=en`]);
    await context.close();
  });

  it('text typed into the contact form before the page’s scripts have come is kept as the form’s own', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/contact?lang=en');
    const form = texts.en.contact.form;
    await tab.getByLabel(form.message, { exact: true }).fill('Do you ship to Belgium?');
    releaseScripts();
    // The counter under the message is React's: it counts what the parent typed before the page worked.
    await tab.getByText(form.counter.replace('{{count}}', '23').replace('{{max}}', '5000')).waitFor();
    await context.close();
  });

  it('a search typed and the Filters button tapped on a phone before the page’s scripts have come both count once it works', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/books?lang=en');
    await tab.getByRole('searchbox', { name: texts.en.browse.search }).fill(book.title_en);
    const filters = tab.getByRole('button', { name: texts.en.browse.filters, exact: true });
    await filters.click();
    releaseScripts();

    await tab.getByRole('status').getByText(texts.en.browse.count.replace('{{number}}', '1'), { exact: true }).waitFor();
    expect(new URL(tab.url()).searchParams.get('q')).toBe(book.title_en);
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('true');
    await context.close();
  });

  it('on a laptop, a filter ticked before the page’s scripts have come filters the list once it works', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/books?lang=en', { viewport: { width: 1280, height: 800 } });
    const toddlers = tab.getByRole('checkbox', { name: texts.en.ageGroups.toddlers });
    await toddlers.check();
    releaseScripts();

    // The same list the server draws for that filter's own address.
    const filtered = readHtml(await (await fetch(`${shop.baseUrl}/books?age=toddlers&lang=en`)).text());
    const count = filtered.text.match(new RegExp(texts.en.browse.count.replace('{{number}}', '\\d+')))[0];
    await tab.getByRole('status').getByText(count, { exact: true }).waitFor();
    expect(new URL(tab.url()).searchParams.getAll('age')).toEqual(['toddlers']);
    await expect(toddlers.isChecked()).resolves.toBe(true);
    // The filter's address names no language, but the page stays in the one its link chose.
    await tab.waitForTimeout(1000);
    await expect(tab.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await context.close();
  });

  it('on a laptop, an order chosen before the page’s scripts have come orders the list once it works', async () => {
    const { tab, context, releaseScripts } = await openWithScriptsHeld('/books?lang=en', { viewport: { width: 1280, height: 800 } });
    await tab.getByRole('combobox', { name: texts.en.browse.sort }).selectOption('price_asc');
    releaseScripts();

    await tab.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    // The server sorts: the list shows its answer once it has come.
    const cheapest = Math.min(...books.map((each) => each.price));
    const titles = books.filter((each) => each.price === cheapest).map((each) => each.title_en);
    await tab.waitForFunction((titles) => titles.includes(document.querySelector('main article h2')?.textContent), titles);
    const first = await tab.getByRole('heading', { level: 2 }).first().textContent();
    expect(books.find((each) => each.title_en === first).price).toBe(cheapest);
    await context.close();
  });

  it('following a ?lang= link makes it the visitor’s language for the next page, as the switcher does', async () => {
    const { tab, context } = await open('/about?lang=nl');
    // The page's script keeps the language (as the switcher does) once it has run; a visitor's next
    // click comes after that, and on a busy machine it can come after the network is quiet.
    await tab.waitForFunction(() => document.cookie.includes('language=nl'));
    // The next page the server renders, without ?lang=, is in Dutch before any script has run.
    const next = await tab.goto(`${shop.baseUrl}/books`, { waitUntil: 'networkidle' });
    expect(readHtml(await next.text()).lang).toEqual(['nl', 'ltr']);
    expect(await tab.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['nl', 'nl']);
    expect(await tab.title()).toBe(`${texts.nl.browse.title} – ${texts.nl.app.name}`);
    await context.close();
  });

  it('without scripts, a book page shows its title, author, description, price and cover, and the browse page its books', async () => {
    const { tab, context } = await open(`/book/${book.id}?lang=en`, { javaScriptEnabled: false });
    await expect(tab.getByRole('heading', { level: 1, name: book.title_en }).isVisible()).resolves.toBe(true);
    await expect(tab.getByText(book.author_en, { exact: false }).first().isVisible()).resolves.toBe(true);
    await expect(tab.getByText(book.description_en).isVisible()).resolves.toBe(true);
    await expect(
      tab
        .getByText(`€${book.price.toFixed(2)}`)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const cover = tab.locator('img[fetchpriority="high"]');
    expect(await cover.evaluate((image) => image.complete && image.naturalWidth > 0)).toBe(true);

    await tab.goto(`${shop.baseUrl}/books?lang=en`);
    const titles = await tab.locator('article h2').allTextContents();
    expect(titles.sort()).toEqual(books.map((each) => each.title_en).sort());
    await context.close();
  });
});
