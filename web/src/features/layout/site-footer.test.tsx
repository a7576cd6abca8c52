import { beforeEach, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { shopYear } from '../../shared/shop-clock';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  mockFetch(() => jsonResponse([]));
});

test('the footer has the copyright of this year, the policies, the contact details and the 24/7 support line', () => {
  renderApp('/no-such-page');
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(`© ${shopYear()} Children's Bookshop. All rights reserved.`);
  expect(within(footer).getByText('Support available 24/7')).toBeInTheDocument();

  const policies = within(footer).getByRole('navigation', { name: 'Policies' });
  expect(
    within(policies)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Privacy policy', '/privacy-policy'],
    ['Withdrawal and returns', '/return-policy'],
    ['Shipping details', '/shipping-details'],
    ['Company details', '/company-details'],
  ]);
  expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
  expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');

  expect(within(footer).getByRole('link', { name: '+31 10 123 4567' })).toHaveAttribute('href', 'tel:+31101234567');
  expect(within(footer).getByRole('link', { name: 'info@kinderboekwinkel.nl' })).toHaveAttribute('href', 'mailto:info@kinderboekwinkel.nl');
  expect(within(footer).getByText('Rotterdam, Netherlands')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the footer shows the contact details staff set in the settings', async () => {
  mockFetch((request) =>
    new URL(request.url).pathname === '/api/settings'
      ? jsonResponse({
          currency: 'EUR',
          admin_email: 'admin@example.com',
          free_shipping_threshold: 30,
          contact_phone: '+31 20 765 4321',
          contact_email: 'help@shop.example',
          contact_city: 'Utrecht',
        })
      : jsonResponse([]),
  );
  renderApp('/no-such-page');
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: '+31 20 765 4321' })).toHaveAttribute('href', 'tel:+31207654321');
  expect(within(footer).getByRole('link', { name: 'help@shop.example' })).toHaveAttribute('href', 'mailto:help@shop.example');
  expect(within(footer).getByText('Utrecht, Netherlands')).toBeInTheDocument();
  expect(footer).not.toHaveTextContent('admin@example.com');
});

test('a new page starts at the top of the window', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo');
  const user = userEvent.setup();
  const { router } = renderApp('/no-such-page');
  scrollTo.mockClear();

  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Shipping details' }));

  expect(router.state.location.pathname).toBe('/shipping-details');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
