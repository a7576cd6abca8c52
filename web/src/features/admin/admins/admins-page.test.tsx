import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { AdminListItem } from './admins-api';

setUpAdminTestFile();

// startAdminTest signs in as admin-1.
const me: AdminListItem = { id: 'admin-1', username: 'admin', email: 'admin@example.com', created_at: '2025-01-15T10:00:00.000Z' };
const sara: AdminListItem = { id: 'admin-2', username: 'sara', email: 'sara@shop.nl', created_at: '2025-03-02T09:30:00.000Z' };

let admins: AdminListItem[];
let answerPost: () => Response;
let answerDelete: () => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  startAdminTest();
  admins = [me, sara];
  answerPost = () => jsonResponse({ id: 'admin-3', username: 'omar', email: 'omar@shop.nl', created_at: '2025-04-01T00:00:00.000Z' }, 201);
  answerDelete = () => new Response(null, { status: 204 });
  fetchMock = mockFetch((request) => {
    if (request.method === 'POST') return answerPost();
    if (request.method === 'DELETE') return answerDelete();
    return jsonResponse(admins);
  });
});

const requests = (method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === method);
const cardOf = async (username: string) =>
  (await screen.findByRole('heading', { name: new RegExp(`^${username}`) }, SCREEN_READY)).closest('li') as HTMLElement;

async function fillAddForm(values: { username?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  const form = (await screen.findByRole('button', { name: 'Add admin' }, SCREEN_READY)).closest('form') as HTMLElement;
  if (values.username) await user.type(within(form).getByLabelText('Username'), values.username);
  if (values.email) await user.type(within(form).getByLabelText('Email'), values.email);
  if (values.password) await user.type(within(form).getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(within(form).getByLabelText('Confirm password'), values.confirm);
  await user.click(within(form).getByRole('button', { name: 'Add admin' }));
  return form;
}

test('lists each admin with email and created date, marking the current one', async () => {
  renderApp('/admin/admins');
  const mine = await cardOf('admin');
  expect(within(mine).getByText('You')).toBeInTheDocument();
  expect(within(mine).getByText('admin@example.com')).toBeInTheDocument();
  const other = await cardOf('sara');
  expect(within(other).queryByText('You')).not.toBeInTheDocument();
  expect(within(other).getByText(/^Added Mar 2, 2025/)).toBeInTheDocument();
});

test('delete is hidden for yourself and offered for the others', async () => {
  renderApp('/admin/admins');
  expect(within(await cardOf('admin')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  expect(within(await cardOf('sara')).getByRole('button', { name: 'Delete admin sara' })).toBeInTheDocument();
});

test('delete is hidden when only one admin is left, even if it is not you', async () => {
  admins = [sara];
  renderApp('/admin/admins');
  await cardOf('sara');
  expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
});

test('deleting asks first, then deletes and says so', async () => {
  const user = userEvent.setup();
  renderApp('/admin/admins');
  await user.click(within(await cardOf('sara')).getByRole('button', { name: 'Delete admin sara' }));
  expect(requests('DELETE')).toHaveLength(0);
  expect(await screen.findByText('Delete this admin?')).toBeInTheDocument();

  admins = [me];
  await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Admin sara deleted successfully')).toBeInTheDocument();
  expect(new URL(requests('DELETE')[0].url).pathname).toBe('/api/admin/admins/admin-2');
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'sara' })).not.toBeInTheDocument());
});

test('a refused delete shows the reason', async () => {
  answerDelete = () =>
    jsonResponse(
      { statusCode: 400, error: 'Bad Request', code: 'cannot delete last admin', message: 'There must be at least one admin' },
      400,
    );
  const user = userEvent.setup();
  renderApp('/admin/admins');
  await user.click(within(await cardOf('sara')).getByRole('button', { name: 'Delete admin sara' }));
  await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('There must be at least one admin')).toBeInTheDocument();
});

test('every field of the add form is required', async () => {
  renderApp('/admin/admins');
  await fillAddForm({});
  expect(await screen.findByText('Please enter a username')).toBeInTheDocument();
  expect(screen.getByText('Please enter an email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  expect(screen.getByText('Please confirm the password')).toBeInTheDocument();
  expect(requests('POST')).toHaveLength(0);
});

test('the email must be valid, the password 6 characters or more, and the two passwords equal', async () => {
  renderApp('/admin/admins');
  await fillAddForm({ username: 'omar', email: 'not-an-email', password: 'abc', confirm: 'abd' });
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(requests('POST')).toHaveLength(0);
});

test('a valid new admin is sent without the confirmation, then the form empties', async () => {
  renderApp('/admin/admins');
  const form = await fillAddForm({ username: 'omar', email: 'omar@shop.nl', password: 'secret1', confirm: 'secret1' });
  expect(await screen.findByText('Admin omar added successfully')).toBeInTheDocument();
  expect(await requests('POST')[0].json()).toEqual({ username: 'omar', email: 'omar@shop.nl', password: 'secret1' });
  await waitFor(() => expect(within(form).getByLabelText('Username')).toHaveValue(''));
});

test('a taken username is shown at the field, once: no notice repeats it', async () => {
  answerPost = () => jsonResponse({ statusCode: 409, error: 'Conflict', code: 'username_taken', message: 'Username already exists' }, 409);
  renderApp('/admin/admins');
  const form = await fillAddForm({ username: 'sara', email: 'sara2@shop.nl', password: 'secret1', confirm: 'secret1' });
  await waitFor(() => expect(within(form).getByText('Username already exists')).toBeInTheDocument());
  expect(within(form).getByLabelText('Username')).toHaveValue('sara');
  expect(screen.getAllByText('Username already exists')).toHaveLength(1);
});
