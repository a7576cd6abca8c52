import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { sessionEndedLoginUrl } from '../../../shared/api/admin-session';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();
const session = { accessToken: 'access-1', refreshToken: 'refresh-1', admin: { id: 'a1', username: 'sara', email: 'sara@shop.nl' } };
const pathOf = (request: Request) => new URL(request.url).pathname;

beforeEach(() => startAdminTest({ signedIn: false }));

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Sign in' }, SCREEN_READY);
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(submit);
}

test('username and password are both required: nothing is sent without them', async () => {
  const fetchMock = mockFetch(() => jsonResponse({}));
  renderApp('/login');
  await signIn('', '');
  expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a successful sign-in stores the session and opens the dashboard with a notice', async () => {
  const fetchMock = mockFetch((request) =>
    pathOf(request) === '/api/admin/login'
      ? jsonResponse(session)
      : jsonResponse({ total_books: 0, total_orders: 0, total_revenue: 0, total_customers: 0, revenue_by_day: [] }),
  );
  const { router } = renderApp('/login');
  await signIn('sara', 'secret-pass');

  expect(await screen.findByText('Login successful!', {}, SCREEN_READY)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin');
  const login = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => pathOf(request) === '/api/admin/login')!;
  expect(await login.json()).toEqual({ username: 'sara', password: 'secret-pass' });
  expect(localStorage.getItem('adminAccessToken')).toBe('access-1');
  expect(localStorage.getItem('adminRefreshToken')).toBe('refresh-1');
  expect(JSON.parse(localStorage.getItem('adminInfo')!)).toEqual(session.admin);
  expect(screen.getByText('Welcome, sara')).toBeInTheDocument();
});

test('wrong credentials: the message is shown, the password cleared, the session untouched', async () => {
  mockFetch(() =>
    jsonResponse({ statusCode: 401, error: 'Unauthorized', code: 'invalid_credentials', message: 'Invalid username or password' }, 401),
  );
  const { router } = renderApp('/login');
  await signIn('sara', 'wrong');

  expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
  expect(screen.getByLabelText('Username')).toHaveValue('sara');
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem('adminAccessToken')).toBeNull();
});

test('a failure without a server message falls back to the default text', async () => {
  mockFetch(() => new Response('Bad gateway', { status: 502 }));
  renderApp('/login');
  await signIn('sara', 'secret-pass');
  expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('too many attempts (429) says how long to wait, on the page', async () => {
  mockFetch(() =>
    jsonResponse(
      { statusCode: 429, error: 'Too Many Requests', code: 'too_many_requests', message: 'Too many requests', retry_after: 42 },
      429,
    ),
  );
  renderApp('/login');
  await signIn('sara', 'secret-pass');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait 42 seconds and try again.');
});

test('sent here because the session ended, the page says why; an ordinary visit does not', async () => {
  mockFetch(() => jsonResponse({}));
  const first = renderApp(sessionEndedLoginUrl);
  expect(await screen.findByText('Your session ended, please sign in again.', {}, SCREEN_READY)).toBeInTheDocument();
  first.unmount();
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign in' }, SCREEN_READY);
  expect(screen.queryByText('Your session ended, please sign in again.')).not.toBeInTheDocument();
});

test('the page links back to the shop', async () => {
  mockFetch(() => jsonResponse({}));
  renderApp('/login');
  expect(await screen.findByRole('link', { name: 'Back to the shop' }, SCREEN_READY)).toHaveAttribute('href', '/');
});

test('the admin picks Arabic before signing in: the page turns right to left and the choice is kept', async () => {
  mockFetch(() => jsonResponse({}));
  renderApp('/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Language' }, SCREEN_READY));
  await user.click(await screen.findByText('العربية'));
  expect(await screen.findByRole('heading', { name: 'تسجيل دخول المشرف' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(localStorage.getItem('language')).toBe('ar');
});

test("the back office's texts are downloaded with it, and again in each language the admin picks", async () => {
  mockFetch(() => jsonResponse({}));
  renderApp('/login', { downloadTexts: true });
  expect(await screen.findByRole('heading', { name: 'Admin sign-in' }, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
  const user = userEvent.setup();

  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByText('Nederlands'));
  expect(await screen.findByRole('heading', { name: 'Inloggen beheerder' })).toBeInTheDocument();
  expect(screen.getByLabelText('Gebruikersnaam')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Taal' }));
  await user.click(await screen.findByText('العربية'));
  expect(await screen.findByRole('heading', { name: 'تسجيل دخول المشرف' })).toBeInTheDocument();
  expect(screen.getByLabelText('اسم المستخدم')).toBeInTheDocument();
});
