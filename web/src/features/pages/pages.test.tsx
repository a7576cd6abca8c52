import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const LAZY_PAGE = { timeout: 5_000 };
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  mockFetch(() => jsonResponse([]));
});

test.each([
  ['/about', 'About us', "Who we are: a small shop that brings illustrated Arabic children's books to families in Europe."],
  ['/contact', 'Contact us', 'Questions about a book, an order or a delivery? Send us a message; we are happy to help.'],
  ['/privacy-policy', 'Privacy policy', 'Which personal data we keep, why, for how long, and what your rights are.'],
  ['/return-policy', 'Return and refund policy', 'How to return or exchange a book, and when you get your money back.'],
  ['/shipping-details', 'Shipping details', 'When we ship, how long delivery takes and what it costs.'],
  [
    '/no-such-page',
    'Page not found',
    "Illustrated children's books in Arabic, delivered to families in the Netherlands, Germany and across the EU.",
  ],
])('%s has its own title and description', async (path, title, text) => {
  renderApp(path);
  await screen.findByRole('heading', { name: title, level: 1 }, LAZY_PAGE);
  expect(document.title).toBe(`${title} – Children's Bookshop`);
  expect(description()).toBe(text);
});

test('the title follows the language', async () => {
  localStorage.setItem('language', 'nl');
  renderApp('/about');
  await screen.findByRole('heading', { name: 'Over ons', level: 1 }, LAZY_PAGE);
  expect(document.title).toBe('Over ons – Kinderboekwinkel');
});

test('the about page tells the story and shows the four figures', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { name: 'Our story' }, LAZY_PAGE);
  for (const label of ['Happy children', 'Books published', 'Years of experience', 'Quality guaranteed'])
    expect(screen.getByText(label)).toBeInTheDocument();
});

test('the return policy states its periods', async () => {
  renderApp('/return-policy');
  await screen.findByRole('heading', { name: 'Return and refund policy', level: 1 }, LAZY_PAGE);
  const text = screen.getByRole('article').textContent;
  expect(text).toContain('within 7 days of receiving it');
  expect(text).toContain('within 3 days of the inspection');
  expect(text).toContain('within a week of your order');
  expect(text).toContain('within 24 hours of receiving your order');
  expect(text).toContain('info@kinderboekwinkel.nl');
});

test("the footer's terms of sale are the return policy's first section, reachable by its address", async () => {
  renderApp('/return-policy#terms');
  const heading = await screen.findByRole('heading', { name: 'Terms of sale', level: 2 }, LAZY_PAGE);
  expect(heading.closest('section')).toHaveAttribute('id', 'terms');
  expect(heading.closest('section')).toHaveTextContent('the shipping cost for your country is shown at checkout before you pay');
});

test('the shipping details state the delivery facts', async () => {
  renderApp('/shipping-details');
  await screen.findByRole('heading', { name: 'Shipping details', level: 1 }, LAZY_PAGE);
  const text = screen.getByRole('article').textContent;
  expect(text).toContain('on the day after you place it');
  expect(text).toContain('2 to 5 business days');
  expect(text).toContain('Friday is a holiday for our carriers');
  expect(text).toContain('postponed at most twice');
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
    return jsonResponse([]);
  });
  renderApp('/shipping-details');
  const table = await screen.findByRole('table', { name: 'Shipping costs by country' }, LAZY_PAGE);
  const rows = () => [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(rows()).toEqual([
    ['Germany', '€6.95', '€30.00'],
    ['Netherlands', '€4.95', '—'],
    ['Other EU countries', '€8.50', '€45.00'],
  ]);
});

test('the privacy policy names the data kept, the GDPR rights and where to write', async () => {
  localStorage.setItem('language', 'ar');
  renderApp('/privacy-policy');
  await screen.findByRole('heading', { name: 'سياسة الخصوصية', level: 1 }, LAZY_PAGE);
  expect(screen.getByRole('heading', { name: 'حقوقك' })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveTextContent('GDPR');
  expect(screen.getByRole('article')).toHaveTextContent('info@kinderboekwinkel.nl');
});

test("the pages' texts are downloaded with them, and again in the language switched to", async () => {
  renderApp('/privacy-policy', { downloadTexts: true });
  await screen.findByRole('heading', { name: 'Privacy policy', level: 1 }, LAZY_PAGE);
  await userEvent.click(screen.getByTitle('Switch language to Nederlands'));
  expect(await screen.findByRole('heading', { name: 'Privacybeleid', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Jouw rechten', level: 2 })).toBeInTheDocument();
});

// A missing key shows the key itself: none may be missing on these pages, in any language, with the
// texts downloaded namespace by namespace as in the browser.
test.each(
  ['ar', 'en', 'nl'].flatMap((language) =>
    ['/about', '/contact', '/privacy-policy', '/return-policy', '/shipping-details'].map((path) => [language, path]),
  ),
)('%s %s shows no untranslated key', async (language, path) => {
  localStorage.setItem('language', language);
  renderApp(path, { downloadTexts: true });
  await screen.findByRole('heading', { level: 1 }, LAZY_PAGE);
  expect(document.body.textContent).not.toMatch(/\b(policies|about|contact|footer|header|shop|nav)\.[a-zA-Z]/);
});
