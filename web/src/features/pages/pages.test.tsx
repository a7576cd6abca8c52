import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

const TITLES: Record<string, Record<string, string>> = {
  terms: { ar: 'الشروط والأحكام', en: 'Terms and conditions', nl: 'Algemene voorwaarden' },
  withdrawal: { ar: 'سياسة الانسحاب والإرجاع', en: 'Withdrawal and returns policy', nl: 'Herroepings- en retourbeleid' },
  privacy: { ar: 'سياسة الخصوصية', en: 'Privacy policy', nl: 'Privacybeleid' },
  shipping: { ar: 'تفاصيل الشحن', en: 'Shipping details', nl: 'Verzending en levering' },
  about: { ar: 'من نحن', en: 'About us', nl: 'Over ons' },
};

/** A legal text as GET /api/legal-texts/{kind} answers it: HTML the server made from the Markdown. */
function legalText(kind: string, language: string, id = `id-${kind}`) {
  const title = TITLES[kind]?.[language] ?? 'Old terms';
  return {
    id,
    kind,
    version: 3,
    published_at: '2026-06-19T09:30:00.000Z',
    language,
    title,
    html: `<h1>${title}</h1>\n<h2>${kind} section</h2>\n<p>${kind} text in ${language}: 14 days.</p>\n`,
  };
}

let settings: Record<string, unknown>;
let legalRequests: string[];

function shopApi(request: Request): Response {
  const url = new URL(request.url);
  const kind = /^\/api\/legal-texts\/([a-z]+)$/.exec(url.pathname)?.[1];
  const language = url.searchParams.get('lang') ?? 'ar';
  if (kind && kind !== 'versions') {
    legalRequests.push(`${kind}?lang=${language}`);
    return jsonResponse(legalText(kind, language));
  }
  const version = /^\/api\/legal-texts\/versions\/(.+)$/.exec(url.pathname)?.[1];
  if (version === 'gone') return jsonResponse({ statusCode: 404, code: 'legal_text_not_found', message: 'No such legal text' }, 404);
  if (version)
    return jsonResponse({
      ...legalText('terms', language, version),
      version: 1,
      title: 'Old terms',
      html: '<h1>Old terms</h1><p>Version one.</p>',
    });
  if (url.pathname === '/api/settings') return jsonResponse(settings);
  if (url.pathname === '/api/shipping')
    return jsonResponse([
      {
        id: '1',
        country_code: 'DE',
        country_name: 'Germany',
        shipping_cost: 6.95,
        shipping_threshold: 30,
        delivery_days_min: 2,
        delivery_days_max: 5,
      },
    ]);
  return jsonResponse([]);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  legalRequests = [];
  settings = {
    currency: 'EUR',
    contact_phone: '+31 10 123 4567',
    contact_email: 'info@kinderboekwinkel.nl',
    contact_city: 'Rotterdam',
    company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
    company_trading_name: '',
    company_street: 'Witte de Withstraat 12',
    company_postcode: '3012 BP',
    company_city: 'Rotterdam',
    company_country: 'NL',
    company_kvk_number: '12345678',
    company_vat_number: 'NL123456789B01',
    company_details_complete: true,
  };
  mockFetch(shopApi);
});

test.each([
  ['/terms', 'terms', 'The terms of every order: prices, payment, delivery, your right of withdrawal and the legal guarantee.'],
  [
    '/return-policy',
    'withdrawal',
    'Your 14-day right of withdrawal, how to return books, when you get your money back, and the model withdrawal form.',
  ],
  ['/privacy-policy', 'privacy', 'Which personal data we keep, why, for how long, and what your rights are.'],
  ['/shipping-details', 'shipping', 'When we ship, how long delivery takes and what it costs.'],
  ['/about', 'about', "Who we are: a small shop that brings illustrated Arabic children's books to families in Europe."],
])('%s shows the %s text in force, in the page language, with its title, version and date', async (path, kind, text) => {
  renderApp(path);
  const title = TITLES[kind].en;
  await screen.findByRole('heading', { name: title, level: 1 });
  expect(legalRequests).toContain(`${kind}?lang=en`);
  expect(screen.getByRole('heading', { name: `${kind} section`, level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveTextContent(`${kind} text in en: 14 days.`);
  expect(screen.getByRole('article')).toHaveTextContent('Version 3 · June 19, 2026');
  expect(document.title).toBe(`${title} – Children's Bookshop`);
  expect(description()).toBe(text);
});

test('the contact and not-found pages keep their own titles', async () => {
  renderApp('/contact');
  await screen.findByRole('heading', { name: 'Contact us', level: 1 });
  expect(description()).toBe('Questions about a book, an order or a delivery? Send us a message; we are happy to help.');
});

test('switching the language asks for the text in the new language', async () => {
  renderApp('/return-policy');
  await screen.findByRole('heading', { name: 'Withdrawal and returns policy', level: 1 });
  await userEvent.click(screen.getByTitle('Switch language to Nederlands'));
  expect(await screen.findByRole('heading', { name: 'Herroepings- en retourbeleid', level: 1 })).toBeInTheDocument();
  expect(legalRequests).toContain('withdrawal?lang=nl');
  expect(screen.getByRole('article')).toHaveTextContent('Versie 3 · 19 juni 2026');
});

test('a text that cannot be loaded says so and can be asked for again', async () => {
  let fail = true;
  mockFetch((request) =>
    fail && new URL(request.url).pathname.startsWith('/api/legal-texts/')
      ? jsonResponse({ statusCode: 400, code: 'validation_failed', message: 'Invalid' }, 400)
      : shopApi(request),
  );
  renderApp('/terms');
  expect(await screen.findByText('This text could not be loaded. Please try again.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeInTheDocument();
});

test('an older version, the one an order was placed under, has a page of its own; an unknown one says so', async () => {
  renderApp('/legal-text/0b0b0b0b-0000-4000-8000-000000000009');
  expect(await screen.findByRole('heading', { name: 'Old terms', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveTextContent('Version 1');
});

test('an unknown version says it does not exist', async () => {
  renderApp('/legal-text/gone');
  expect(await screen.findByText('This text does not exist.')).toBeInTheDocument();
});

test('the shipping details show the shipping costs staff configured, country by country, then the default for other EU countries', async () => {
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/shipping') {
      return jsonResponse([
        { id: '1', country_code: 'DE', country_name: 'Germany', shipping_cost: 6.95, shipping_threshold: 30 },
        { id: '2', country_code: 'NL', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 0 },
      ]);
    }
    if (path === '/api/settings') return jsonResponse({ currency: 'EUR', default_shipping_cost: 8.5, default_shipping_threshold: 45 });
    return shopApi(request);
  });
  renderApp('/shipping-details');
  const table = await screen.findByRole('table', { name: 'Shipping costs by country' });
  const rows = () => [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(rows()).toEqual([
    ['Germany', '€6.95', '€30.00'],
    ['Netherlands', '€4.95', '—'],
    ['Other EU countries', '€8.50', '€45.00'],
  ]);
});

test('the about page shows its text, then the four figures', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { name: 'About us', level: 1 });
  for (const label of ['Happy children', 'Books published', 'Years of experience', 'Quality guaranteed'])
    expect(screen.getByText(label)).toBeInTheDocument();
});

test("the company details page shows the shop's legal identity from the settings, leaving out what is not filled in", async () => {
  renderApp('/company-details');
  await screen.findByRole('heading', { name: 'Company details', level: 1 });
  const details = Object.fromEntries(
    [...document.querySelectorAll('dl div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
  );
  expect(details).toEqual({
    'Legal name': 'Kinderboekwinkel Al-Qamar B.V.',
    Address: 'Witte de Withstraat 123012 BP RotterdamNetherlands',
    'Chamber of Commerce (KvK) number': '12345678',
    'VAT number': 'NL123456789B01',
    'E-mail': 'info@kinderboekwinkel.nl',
    Phone: '+31 10 123 4567',
  });
  expect(within(screen.getByRole('article')).getByRole('link', { name: 'info@kinderboekwinkel.nl' })).toHaveAttribute(
    'href',
    'mailto:info@kinderboekwinkel.nl',
  );
});

// A missing key shows the key itself: none may be missing on these pages, in any language, with the
// texts downloaded namespace by namespace as in the browser.
test.each(
  ['ar', 'en', 'nl'].flatMap((language) =>
    ['/about', '/contact', '/privacy-policy', '/return-policy', '/shipping-details', '/terms', '/company-details'].map((path) => [
      language,
      path,
    ]),
  ),
)('%s %s shows no untranslated key', async (language, path) => {
  localStorage.setItem('language', language);
  renderApp(path, { downloadTexts: true });
  await screen.findByRole('heading', { level: 1 });
  expect(document.body.textContent).not.toMatch(/\b(policies|about|contact|footer|header|shop|nav|legal|companyDetails)\.[a-zA-Z]/);
});
