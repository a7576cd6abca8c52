import { beforeEach, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const requests = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => new URL(request.url).pathname === path);

/** The privacy policy in force, as the server renders it: the request form sits under it. */
const PRIVACY_TEXT = {
  id: '0b0b0b0b-0000-4000-8000-000000000009',
  kind: 'privacy',
  version: 1,
  published_at: '2026-11-01T10:00:00.000Z',
  language: 'nl',
  title: 'Privacybeleid',
  html: '<h1>Privacybeleid</h1>\n<p>We bewaren zo weinig mogelijk.</p>',
};
const otherwise = (request: Request) =>
  new URL(request.url).pathname === '/api/legal-texts/privacy' ? jsonResponse(PRIVACY_TEXT) : jsonResponse([]);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'nl');
});

test('a parent asks for their data with an address and an order number, and hears the same answer either way', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch((request) =>
    new URL(request.url).pathname === '/api/privacy/requests' ? jsonResponse({ status: 'received' }, 202) : otherwise(request),
  );
  renderApp('/privacy-policy');
  await screen.findByRole('heading', { name: 'Vraag een kopie van je gegevens' });
  await user.click(screen.getByRole('button', { name: 'Mail mij de link' }));
  expect(screen.getByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
  expect(screen.getByText('Vul een bestelnummer in, bijvoorbeeld BK-10042')).toBeInTheDocument();
  expect(requests(fetchMock, '/api/privacy/requests')).toHaveLength(0);

  await user.type(screen.getByLabelText('E-mailadres'), ' layla@example.nl ');
  await user.type(screen.getByLabelText('Bestelnummer'), 'BK-10042');
  await user.click(screen.getByRole('button', { name: 'Mail mij de link' }));
  expect(await screen.findByText(/de link onderweg naar je inbox/)).toBeInTheDocument();
  expect(await requests(fetchMock, '/api/privacy/requests')[0].json()).toEqual({
    email: 'layla@example.nl',
    order_number: 'BK-10042',
    language: 'nl',
  });
});

test("the emailed link's page downloads the copy once; a used or old link says to ask again", async () => {
  const user = userEvent.setup();
  let used = false;
  const fetchMock = mockFetch((request) => {
    if (new URL(request.url).pathname !== '/api/privacy/download') return otherwise(request);
    if (used) return jsonResponse({ statusCode: 404, error: 'Not Found', code: 'privacy_link_invalid', message: 'gone' }, 404);
    used = true;
    return jsonResponse({
      generated_at: '2025-03-01T10:00:00.000Z',
      summary: [],
      email: 'layla@example.nl',
      orders: [],
      reviews: [],
      contact_messages: [],
      emails: [],
    });
  });
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:copy';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  window.history.replaceState(null, '', '/privacy-policy?download=the-token');
  renderApp('/privacy-policy?download=the-token');
  await user.click(await screen.findByRole('button', { name: 'Download mijn gegevens' }));
  expect(await screen.findByText('Je gegevens zijn gedownload. Deze link werkt niet nog eens.')).toBeInTheDocument();
  expect(saved).toEqual(['my-data-nl-2025-03-01.json']);
  expect(await requests(fetchMock, '/api/privacy/download')[0].json()).toEqual({ token: 'the-token' });

  // The same link opened again, in a page of its own.
  cleanup();
  window.history.replaceState(null, '', '/privacy-policy?download=the-token');
  renderApp('/privacy-policy?download=the-token');
  await user.click(await screen.findByRole('button', { name: 'Download mijn gegevens' }));
  expect(await screen.findByText('Deze link is verlopen of al gebruikt. Vraag hieronder een nieuwe aan.')).toBeInTheDocument();
});
