import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();

const older = { id: '2025-03-01-a', to: 'layla@example.com', subject: 'Order confirmed', date: '2025-03-01T10:00:00.000Z' };
const newer = { id: '2025-03-02-b', to: 'omar@example.com', subject: 'Your order is on its way', date: '2025-03-02T10:00:00.000Z' };

beforeEach(() => {
  startAdminTest();
});

test('the list is newest first, and a mail opens in a sandboxed frame with no script allowed', async () => {
  const user = userEvent.setup();
  const html = '<p>Hello Omar</p><script>parent.document.title = "owned"</script>';
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/mailbox') return jsonResponse([older, newer]);
    return jsonResponse({ ...newer, from: 'Bookshop <no-reply@localhost>', html, text: 'Hello Omar' });
  });
  renderApp('/admin/mailbox');
  await screen.findByText('Order confirmed', {}, SCREEN_READY);
  const subjects = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);
  expect(subjects).toEqual(['Your order is on its way', 'Order confirmed']);

  await user.click(screen.getByRole('button', { name: 'Open mail “Your order is on its way”' }));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  const frame = await within(dialog).findByTitle('Mail content: Your order is on its way', {}, SCREEN_READY);
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', html);
  expect(within(dialog).getByText('Bookshop <no-reply@localhost>')).toBeInTheDocument();
});

test('with SMTP the page says that mails are not kept here', async () => {
  mockFetch(() =>
    jsonResponse({ statusCode: 409, error: 'Conflict', code: 'mailbox_disabled', message: 'Mails are sent through SMTP_URL' }, 409),
  );
  renderApp('/admin/mailbox');
  expect(await screen.findByText(/sends its mails through an SMTP server/, {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('on a phone each mail is a card that fits the screen, and opens like the table row', async () => {
  const user = userEvent.setup();
  startAdminTest({ width: 390 });
  mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/mailbox') return jsonResponse([older, newer]);
    return jsonResponse({ ...newer, from: 'Bookshop <no-reply@localhost>', html: '<p>Hello Omar</p>', text: 'Hello Omar' });
  });
  renderApp('/admin/mailbox');
  await screen.findByText('Order confirmed', {}, SCREEN_READY);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByText('Order confirmed').closest('ul')!).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual(['Your order is on its way', 'Order confirmed']);
  expect(within(cards[0]).getByText('omar@example.com')).toBeInTheDocument();

  await user.click(within(cards[0]).getByRole('button', { name: 'Open mail “Your order is on its way”' }));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  expect(await within(dialog).findByTitle('Mail content: Your order is on its way', {}, SCREEN_READY)).toBeInTheDocument();
});
