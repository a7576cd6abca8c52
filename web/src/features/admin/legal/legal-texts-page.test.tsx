import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, showsFormMessage, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();

const version = (kind: string, number: number, text: string, published_by: string | null) => ({
  id: `${kind}-${number}`,
  kind,
  version: number,
  published_at: '2026-06-19T09:30:00.000Z',
  published_by,
  body_ar: `# ${text} ar`,
  body_en: `# ${text} en`,
  body_nl: `# ${text} nl`,
});

let versions: Record<string, ReturnType<typeof version>[]>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  startAdminTest();
  versions = {
    terms: [version('terms', 2, 'Terms v2', 'admin'), version('terms', 1, 'Terms v1', null)],
    withdrawal: [version('withdrawal', 1, 'Withdrawal', null)],
  };
  fetchMock = mockFetch(async (request) => {
    const url = new URL(request.url);
    const list = /^\/api\/admin\/legal-texts\/([a-z]+)\/versions$/.exec(url.pathname);
    if (list) return jsonResponse(versions[list[1]] ?? []);
    const publish = /^\/api\/admin\/legal-texts\/([a-z]+)$/.exec(url.pathname);
    if (publish && request.method === 'POST') {
      const body = (await request.clone().json()) as Record<string, string>;
      const kind = publish[1];
      const next = { ...version(kind, versions[kind].length + 1, '', 'admin'), ...body };
      versions[kind] = [next, ...versions[kind]];
      return jsonResponse(next, 201);
    }
    const rendered = /^\/api\/legal-texts\/versions\/(.+)$/.exec(url.pathname);
    if (rendered) return jsonResponse({ id: rendered[1], html: `<p>Rendered ${rendered[1]} in ${url.searchParams.get('lang')}</p>` });
    return jsonResponse({});
  });
});

const posts = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');

test('staff edit a legal text in three languages and publish it as a new version, listed above the older ones', async () => {
  const user = userEvent.setup();
  renderApp('/admin/legal-texts');
  const english = await screen.findByLabelText('English', {}, SCREEN_READY);
  // The form starts from the version in force.
  expect(english).toHaveValue('# Terms v2 en');
  expect(screen.getByLabelText('Arabic')).toHaveAttribute('dir', 'rtl');

  await user.clear(english);
  await user.type(english, '# Terms v3 en');
  await user.clear(screen.getByLabelText('Dutch'));
  await user.click(screen.getByRole('button', { name: 'Publish new version' }));
  await showsFormMessage('Please write the text in this language');
  expect(posts()).toHaveLength(0);

  await user.type(screen.getByLabelText('Dutch'), '# Voorwaarden v3');
  await user.click(screen.getByRole('button', { name: 'Publish new version' }));
  expect(await screen.findByText('Version 3 published')).toBeInTheDocument();
  expect(new URL(posts()[0].url).pathname).toBe('/api/admin/legal-texts/terms');
  expect(await posts()[0].json()).toEqual({ body_ar: '# Terms v2 ar', body_en: '# Terms v3 en', body_nl: '# Voorwaarden v3' });

  const list = (await screen.findByText('Version 3')).closest('ul')!;
  expect(
    within(list)
      .getAllByText(/^Version \d$/)
      .map((item) => item.textContent?.trim()),
  ).toEqual(['Version 3 In force', 'Version 2', 'Version 1']);
});

test('an older version stays readable, in the three languages as the shop shows them', async () => {
  const user = userEvent.setup();
  renderApp('/admin/legal-texts');
  await screen.findByLabelText('English', {}, SCREEN_READY);
  const oldest = (await screen.findByText(/the shop's default/)).closest('li')!;
  await user.click(within(oldest).getByRole('button', { name: 'Read' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Version 1');
  for (const language of ['ar', 'en', 'nl']) expect(await within(dialog).findByText(`Rendered terms-1 in ${language}`)).toBeInTheDocument();
});

test('each kind of text has its own versions', async () => {
  const user = userEvent.setup();
  renderApp('/admin/legal-texts');
  await screen.findByLabelText('English', {}, SCREEN_READY);
  await user.click(screen.getByText('Withdrawal and returns'));
  expect(await screen.findByDisplayValue('# Withdrawal en')).toBeInTheDocument();
});
