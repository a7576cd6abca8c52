import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, showsFormMessage, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();
const contact = { contact_phone: '+31 10 123 4567', contact_email: 'info@shop.example', contact_city: 'Rotterdam' };
const retention = {
  retention_unpaid_orders_months: 3,
  retention_contact_messages_months: 12,
  retention_mail_files_months: 3,
  retention_tax_records_years: 7,
};
const identity = {
  company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
  company_trading_name: '',
  company_street: 'Witte de Withstraat 12',
  company_postcode: '3012 BP',
  company_city: 'Rotterdam',
  company_country: 'NL',
  company_kvk_number: '12345678',
  company_vat_number: 'NL123456789B01',
};
const stored = {
  currency: 'EUR',
  admin_email: 'shop@example.com',
  free_shipping_threshold: 30,
  ...contact,
  ...identity,
  ...retention,
  company_details_complete: true,
};
let current: Record<string, unknown>;

let answerPut: (body: unknown) => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  startAdminTest();
  current = stored;
  answerPut = (body) => jsonResponse(body);
  fetchMock = mockFetch(async (request) => (request.method === 'PUT' ? answerPut(await request.clone().json()) : jsonResponse(current)));
});

const puts = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'PUT');

test('shows the stored settings and saves the changed ones', async () => {
  const user = userEvent.setup();
  renderApp('/admin/settings');
  const email = await screen.findByLabelText('Admin email', {}, SCREEN_READY);
  expect(email).toHaveValue('shop@example.com');
  expect(screen.getByLabelText('Free-shipping threshold')).toHaveValue('30.00');
  expect(screen.getByText('Euro (€)')).toBeInTheDocument();

  await user.clear(email);
  await user.type(email, 'orders@shop.nl');
  const threshold = screen.getByLabelText('Free-shipping threshold');
  await user.clear(threshold);
  await user.type(threshold, '0');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(await puts()[0].json()).toEqual({
    currency: 'EUR',
    admin_email: 'orders@shop.nl',
    free_shipping_threshold: 0,
    ...contact,
    ...retention,
    ...identity,
  });
});

test('another currency is saved, with its sign before the threshold and the warning that prices are not converted', async () => {
  const user = userEvent.setup();
  renderApp('/admin/settings');
  await screen.findByLabelText('Admin email', {}, SCREEN_READY);
  expect(screen.getByText(/Prices are not converted/)).toBeInTheDocument();
  expect(screen.getByLabelText('Free-shipping threshold').closest('.ant-input-number')).toHaveTextContent('€');

  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByTitle('Pound sterling (£)'));
  expect(screen.getByLabelText('Free-shipping threshold').closest('.ant-input-number')).toHaveTextContent('£');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(await puts()[0].json()).toEqual({
    currency: 'GBP',
    admin_email: 'shop@example.com',
    free_shipping_threshold: 30,
    ...contact,
    ...retention,
    ...identity,
  });
});

// 'orders@-shop.nl' looks like an address but the server refuses it: so does the form.
test.each(['not-an-email', 'orders@-shop.nl'])('the invalid admin email %s is refused before sending', async (address) => {
  const user = userEvent.setup();
  renderApp('/admin/settings');
  const email = await screen.findByLabelText('Admin email', {}, SCREEN_READY);
  await user.clear(email);
  await user.type(email, address);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await showsFormMessage('Please enter a valid email address');
  expect(puts()).toHaveLength(0);
});

test('a failed save says so', async () => {
  answerPut = () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }, 500);
  const user = userEvent.setup();
  renderApp('/admin/settings');
  await screen.findByLabelText('Admin email', {}, SCREEN_READY);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
});

test('staff edit the contact details parents see; a phone without enough digits is refused before sending', async () => {
  const user = userEvent.setup();
  renderApp('/admin/settings');
  const phone = await screen.findByLabelText('Phone', {}, SCREEN_READY);
  expect(phone).toHaveValue('+31 10 123 4567');
  expect(phone).toHaveAttribute('dir', 'ltr');

  await user.clear(phone);
  await user.type(phone, '12 34');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await showsFormMessage(/Please enter a phone number of at least 6 digits/);
  expect(puts()).toHaveLength(0);

  await user.clear(phone);
  await user.type(phone, '+31 20 765 4321');
  const city = screen.getByLabelText('City');
  await user.clear(city);
  await user.type(city, 'Utrecht');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(await puts()[0].json()).toMatchObject({
    contact_phone: '+31 20 765 4321',
    contact_email: 'info@shop.example',
    contact_city: 'Utrecht',
  });
});

test("until the shop's legal identity is complete every back-office screen warns; a bad KvK or VAT number is refused before sending", async () => {
  current = { ...stored, company_kvk_number: '', company_vat_number: '', company_details_complete: false };
  const user = userEvent.setup();
  renderApp('/admin/settings');
  const kvk = await screen.findByLabelText('KvK number', {}, SCREEN_READY);
  expect(await screen.findByRole('alert')).toHaveTextContent(/legal identity .* is not complete/);

  await user.type(kvk, '1234567');
  await user.type(screen.getByLabelText('VAT number'), 'NL123456789');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await showsFormMessage('A KvK number has 8 digits');
  expect(screen.getByText('Please enter an EU VAT number, e.g. NL123456789B01')).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  await user.type(kvk, '8');
  await user.type(screen.getByLabelText('VAT number'), 'b01');
  answerPut = (body) => jsonResponse({ ...stored, ...(body as object), company_details_complete: true });
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  expect(await puts()[0].json()).toMatchObject({ company_kvk_number: '12345678', company_vat_number: 'NL123456789B01' });
  // Saved complete: the warning goes at once.
  expect(screen.queryByText(/legal identity .* is not complete/)).not.toBeInTheDocument();
});

test('the warning shows on other screens too, with a way to the settings', async () => {
  current = { ...stored, company_legal_name: '', company_details_complete: false };
  const user = userEvent.setup();
  renderApp('/admin/change-password');
  expect(await screen.findByText(/legal identity .* is not complete/, {}, SCREEN_READY)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fill it in' }));
  expect(await screen.findByLabelText('KvK number')).toBeInTheDocument();
});
