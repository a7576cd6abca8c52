import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import type { ShippingConfig } from '../../../shared/api/types';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();

const configs: ShippingConfig[] = [
  {
    id: 's-nl',
    country_code: 'NL',
    country_name: 'Netherlands',
    shipping_cost: 4.95,
    shipping_threshold: 50,
    delivery_days_min: 1,
    delivery_days_max: 2,
  },
  {
    id: 's-de',
    country_code: 'DE',
    country_name: 'Germany',
    shipping_cost: 6.5,
    shipping_threshold: 0,
    delivery_days_min: 2,
    delivery_days_max: 4,
  },
];

/** The settings, with the default for EU countries without a config. */
const settings = {
  currency: 'EUR',
  admin_email: 'shop@example.com',
  free_shipping_threshold: 30,
  default_shipping_cost: 6.95,
  default_shipping_threshold: 30,
  default_delivery_days_min: 2,
  default_delivery_days_max: 5,
};

let fetchMock: ReturnType<typeof mockFetch>;
const writes = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method !== 'GET');

beforeEach(() => {
  startAdminTest();
  fetchMock = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') return jsonResponse(path === '/api/settings' ? settings : configs);
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    if (path === '/api/settings/default-shipping')
      return jsonResponse({ ...settings, default_shipping_cost: 5.5, default_shipping_threshold: 45 });
    return jsonResponse({ ...configs[0], id: 'new' }, 201);
  });
});

const row = async (name: string) => (await screen.findByText(name, {}, SCREEN_READY)).closest('tr') as HTMLElement;

test('the table shows euros with two decimals, and threshold 0 as no free shipping', async () => {
  renderApp('/admin/shipping-configs');
  const netherlands = await row('Netherlands');
  expect(within(netherlands).getByText('€4.95')).toBeInTheDocument();
  expect(within(netherlands).getByText('€50.00')).toBeInTheDocument();
  const germany = await row('Germany');
  expect(within(germany).getByText('€6.50')).toBeInTheDocument();
  expect(within(germany).getByText('No free shipping')).toBeInTheDocument();
  expect(within(germany).getByText('2–4 days')).toBeInTheDocument();
});

test('on a phone the table fits the screen: no code column, and icon actions that still name what they do', async () => {
  startAdminTest({ width: 390 });
  renderApp('/admin/shipping-configs');
  const netherlands = await row('Netherlands');
  expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
  expect(within(netherlands).getByRole('button', { name: 'Edit shipping for Netherlands' })).not.toHaveTextContent('Edit');
  expect(within(netherlands).getByRole('button', { name: 'Delete shipping for Netherlands' })).not.toHaveTextContent('Delete');
});

test('adding: configured countries cannot be picked, the name follows the country, an empty threshold is sent as 0', async () => {
  const user = userEvent.setup();
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: /Add country/ }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);

  await user.click(within(dialog).getByLabelText('Country'));
  const option = (title: string) => screen.getByTitle(title).closest('.ant-select-item-option');
  await screen.findByTitle('Netherlands (NL)', {}, SCREEN_READY);
  expect(option('Netherlands (NL)')).toHaveClass('ant-select-item-option-disabled');
  expect(option('Germany (DE)')).toHaveClass('ant-select-item-option-disabled');
  expect(option('Belgium (BE)')).not.toHaveClass('ant-select-item-option-disabled');
  await user.type(within(dialog).getByLabelText('Country'), 'Belg');
  await user.click(await screen.findByTitle('Belgium (BE)', {}, SCREEN_READY));
  expect(within(dialog).getByLabelText('Country name')).toHaveValue('Belgium');

  await user.type(within(dialog).getByLabelText('Shipping cost (€)'), '7.25');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Shipping configuration saved', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()[0].method).toBe('POST');
  expect(new URL(writes()[0].url).pathname).toBe('/api/shipping');
  // A new country starts at the usual 2 to 5 days.
  expect(await writes()[0].json()).toEqual({
    country_code: 'BE',
    country_name: 'Belgium',
    shipping_cost: 7.25,
    shipping_threshold: 0,
    delivery_days_min: 2,
    delivery_days_max: 5,
  });
});

test('missing required fields are named under each field, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: /Add country/ }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please choose a country', {}, SCREEN_READY)).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the country name')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a cost of 0 or more, with at most 2 decimals')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

test("the server's refusals stand under their fields, without a second notice", async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async (input) =>
    (input as Request).method === 'GET'
      ? jsonResponse(configs)
      : jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'validation_failed',
            message: 'Invalid or missing fields: shipping_cost',
            fields: { shipping_cost: 'admin.shipping.costInvalid' },
          },
          400,
        ),
  );
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: 'Edit shipping for Netherlands' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const costItem = within(dialog).getByLabelText('Shipping cost (€)').closest('.ant-form-item') as HTMLElement;
  expect(await within(costItem).findByText('Enter a cost of 0 or more, with at most 2 decimals', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getAllByText('Enter a cost of 0 or more, with at most 2 decimals')).toHaveLength(1);
  expect(screen.queryByText('Error saving shipping configuration')).not.toBeInTheDocument();
});

test('a country that already has a configuration is refused under the country field', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async (input) =>
    (input as Request).method === 'GET'
      ? jsonResponse(configs)
      : jsonResponse({ statusCode: 409, error: 'Conflict', code: 'shipping_exists', message: 'exists' }, 409),
  );
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: /Add country/ }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  await user.type(within(dialog).getByLabelText('Country'), 'Belg');
  await user.click(await screen.findByTitle('Belgium (BE)', {}, SCREEN_READY));
  await user.type(within(dialog).getByLabelText('Shipping cost (€)'), '7.25');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('This country already has a shipping configuration', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getAllByText('This country already has a shipping configuration')).toHaveLength(1);
});

test("the countries are named in the admin's language, whatever language their stored name is in", async () => {
  localStorage.setItem('language', 'ar');
  renderApp('/admin/shipping-configs');
  expect(await screen.findByText('هولندا', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('ألمانيا')).toBeInTheDocument();
  expect(screen.queryByText('Netherlands')).not.toBeInTheDocument();
});

test('editing locks the country and saves with PUT', async () => {
  const user = userEvent.setup();
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: 'Edit shipping for Netherlands' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  expect(within(dialog).getByLabelText('Country')).toBeDisabled();
  expect(within(dialog).getByLabelText('Shipping cost (€)')).toHaveValue('4.95');
  await user.clear(within(dialog).getByLabelText('Free shipping from (€)'));
  // The longest delivery time may not be below the shortest.
  const longest = within(dialog).getByLabelText('Delivery time up to (days)');
  await user.clear(longest);
  await user.type(within(dialog).getByLabelText('Delivery time from (days)'), '{Backspace}3');
  await user.type(longest, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Enter whole days from 1 to 60, the longest not below the shortest', {}, SCREEN_READY),
  ).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
  await user.clear(longest);
  await user.type(longest, '4');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(writes()).toHaveLength(1), SCREEN_READY);
  expect(writes()[0].method).toBe('PUT');
  expect(new URL(writes()[0].url).pathname).toBe('/api/shipping/s-nl');
  expect(await writes()[0].json()).toEqual({
    country_code: 'NL',
    country_name: 'Netherlands',
    shipping_cost: 4.95,
    shipping_threshold: 0,
    delivery_days_min: 3,
    delivery_days_max: 4,
  });
});

test('deleting asks first; a failure says so', async () => {
  const user = userEvent.setup();
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      (input as Request).method === 'GET' ? jsonResponse(configs) : jsonResponse({ statusCode: 500, error: 'Internal' }, 500),
    ),
  );
  renderApp('/admin/shipping-configs');
  await user.click(await screen.findByRole('button', { name: 'Delete shipping for Germany' }, SCREEN_READY));
  expect(await screen.findByText('Delete the shipping configuration for Germany?', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Error deleting shipping configuration', {}, SCREEN_READY)).toBeInTheDocument();
  expect(new URL(writes()[0].url).pathname).toBe('/api/shipping/s-de');
});

test('staff set the default for EU countries without a config: shown, saved with PUT, refusals under their fields', async () => {
  const user = userEvent.setup();
  renderApp('/admin/shipping-configs');
  const cost = await screen.findByLabelText('Default shipping cost (€)', {}, SCREEN_READY);
  const threshold = screen.getByLabelText('Default free shipping from (€)');
  expect(cost).toHaveValue('6.95');
  expect(threshold).toHaveValue('30.00');

  await user.clear(cost);
  await user.click(screen.getByRole('button', { name: 'Save default' }));
  const costItem = cost.closest('.ant-form-item') as HTMLElement;
  expect(await within(costItem).findByText('Enter a cost of 0 or more, with at most 2 decimals', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()).toHaveLength(0);

  await user.type(cost, '5.50');
  await user.clear(threshold);
  await user.type(threshold, '45');
  await user.click(screen.getByRole('button', { name: 'Save default' }));
  expect(await screen.findByText('Default shipping saved', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes()[0].method).toBe('PUT');
  expect(new URL(writes()[0].url).pathname).toBe('/api/settings/default-shipping');
  expect(await writes()[0].json()).toEqual({
    default_shipping_cost: 5.5,
    default_shipping_threshold: 45,
    default_delivery_days_min: 2,
    default_delivery_days_max: 5,
  });

  fetchMock.mockImplementation(async () =>
    jsonResponse(
      {
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_failed',
        message: 'Invalid or missing fields: default_shipping_threshold',
        fields: { default_shipping_threshold: 'admin.settings.thresholdInvalid' },
      },
      400,
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Save default' }));
  const thresholdItem = threshold.closest('.ant-form-item') as HTMLElement;
  expect(await within(thresholdItem).findByText('Please enter an amount of 0 or more', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('Error saving the default shipping')).not.toBeInTheDocument();
});
