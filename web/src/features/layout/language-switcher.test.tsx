import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  mockFetch(() => jsonResponse([]));
});

test('the language switcher cycles ar → en → nl → ar, turning the page around for Arabic', async () => {
  const user = userEvent.setup();
  renderApp('/');

  expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
  expect(html).toHaveAttribute('dir', 'rtl');

  await user.click(screen.getByRole('button', { name: /العربية/ }));
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /English/ })).toBeInTheDocument();
  expect(html).toHaveAttribute('dir', 'ltr');
  expect(html).toHaveAttribute('lang', 'en');
  expect(localStorage.getItem('language')).toBe('en');

  await user.click(screen.getByRole('button', { name: /English/ }));
  expect(screen.getByRole('link', { name: 'Boeken' })).toBeInTheDocument();
  expect(html).toHaveAttribute('dir', 'ltr');
  expect(html).toHaveAttribute('lang', 'nl');
  expect(localStorage.getItem('language')).toBe('nl');

  await user.click(screen.getByRole('button', { name: /Nederlands/ }));
  expect(screen.getByRole('link', { name: 'الكتب' })).toBeInTheDocument();
  expect(html).toHaveAttribute('dir', 'rtl');
  expect(html).toHaveAttribute('lang', 'ar');
  expect(localStorage.getItem('language')).toBe('ar');
});

test('the chosen language survives a reload', async () => {
  const user = userEvent.setup();
  const first = renderApp('/');
  await user.click(screen.getByRole('button', { name: /العربية/ }));
  first.unmount();

  renderApp('/');
  expect(screen.getAllByRole('link', { name: 'Contact' }).length).toBeGreaterThan(0);
  expect(html).toHaveAttribute('lang', 'en');
});

test.each([
  ['ar', 'العربية'],
  ['en', 'English'],
  ['nl', 'Nederlands'],
])('in %s the switcher shows the language in its own script and nothing shorter, on any screen', (language, label) => {
  localStorage.setItem('language', language);
  renderApp('/');
  const switcher = screen.getByRole('button', { name: label });
  expect(switcher).toHaveTextContent(new RegExp(`^${label}$`));
});

test('the language cookie the server renders the next page in follows every choice', async () => {
  const user = userEvent.setup();
  renderApp('/');
  expect(document.cookie).toContain('language=ar');
  await user.click(screen.getByRole('button', { name: /العربية/ }));
  expect(document.cookie).toContain('language=en');
  expect(document.cookie).not.toContain('language=ar');
});

test('an address that names its language (a shared ?lang= link) follows the switcher, so a reload keeps the choice', async () => {
  const user = userEvent.setup();
  const shared = renderApp('/books?lang=ar&age_group=toddlers');
  await user.click(screen.getByRole('button', { name: /العربية/ }));
  expect(shared.router.state.location.search).toBe('?lang=en&age_group=toddlers');
  shared.unmount();

  const plain = renderApp('/about');
  await user.click(screen.getByRole('button', { name: /English/ }));
  expect(screen.getByRole('button', { name: /Nederlands/ })).toBeInTheDocument();
  expect(plain.router.state.location.search).toBe('');
});
