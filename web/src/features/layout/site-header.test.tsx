import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  mockFetch(() => jsonResponse([]));
});

const storeCart = (...quantities: number[]) =>
  localStorage.setItem('cart', JSON.stringify(quantities.map((quantity, index) => ({ ...aBook({ id: `book-${index}` }), quantity }))));

test('the cart badge shows the sum of the quantities, not the number of lines', () => {
  storeCart(2, 3);
  renderApp('/no-such-page');
  const cart = screen.getByRole('link', { name: 'Cart, books in cart: 5' });
  expect(cart).toHaveAttribute('href', '/cart');
  expect(within(cart).getByText('5')).toBeInTheDocument();
});

test('an empty cart shows no badge', () => {
  renderApp('/no-such-page');
  const cart = screen.getByRole('link', { name: 'Cart, books in cart: 0' });
  expect(within(cart).queryByText('0')).not.toBeInTheDocument();
});

test('the menu opens with its button, lists the pages, the cart with its count and the admin login, and Escape closes it', async () => {
  storeCart(1, 1);
  const user = userEvent.setup();
  renderApp('/no-such-page');
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Close menu');
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/',
    '/books',
    '/about',
    '/contact',
    '/cart',
    '/login',
    'https://www.facebook.com/kinderboekwinkel',
    'https://www.instagram.com/kinderboekwinkel',
  ]);
  expect(within(menu).getByRole('link', { name: 'Cart 2' })).toHaveAttribute('href', '/cart');
  expect(within(menu).getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/login');
  // Focus moves into the menu, and the page behind it stops scrolling.
  expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('following a link in the menu closes it', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/no-such-page');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contact' }));
  expect(router.state.location.pathname).toBe('/contact');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test.each(['adminAccessToken', 'adminRefreshToken'])(
  'with a stored %s the header offers the admin settings instead of the login',
  async (key) => {
    localStorage.setItem(key, 'token-123');
    const user = userEvent.setup();
    renderApp('/no-such-page');
    expect(screen.getByRole('link', { name: 'Admin settings' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Admin login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Admin settings' })).toHaveAttribute('href', '/admin');
    expect(within(menu).queryByRole('link', { name: 'Admin login' })).not.toBeInTheDocument();
  },
);

test("the menu speaks the visitor's language", async () => {
  localStorage.setItem('language', 'ar');
  const user = userEvent.setup();
  renderApp('/no-such-page');
  await user.click(screen.getByRole('button', { name: 'فتح القائمة' }));
  const menu = screen.getByRole('navigation', { name: 'القائمة' });
  expect(within(menu).getByRole('link', { name: 'دخول المشرفين' })).toBeInTheDocument();
  expect(within(menu).getByRole('heading', { name: 'تابعونا' })).toBeInTheDocument();
});
