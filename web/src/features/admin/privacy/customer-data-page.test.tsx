import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { ErasureOutcome, PersonalData } from './privacy-api';

setUpAdminTestFile();

const found: PersonalData = {
  email: 'layla@example.nl',
  orders: [
    {
      friendly_id: 'BK-10042',
      status: 'paid',
      created_at: '2025-03-01T10:00:00.000Z',
      customer_name: 'Layla Haddad',
      customer_email: 'layla@example.nl',
      customer_phone: '+31612345678',
      shipping_address: {
        country: 'NL',
        street_name: 'Kade',
        building_number: '1',
        apartment_number: '',
        city: 'Rotterdam',
        postal_code: '3011 AA',
      },
      language: 'ar',
      currency: 'EUR',
      items: [{ title: 'The Little Camel', quantity: 1, unit_price: 12.5, total_price: 12.5 }],
      subtotal: 12.5,
      shipping_cost: 4.95,
      total_amount: 17.45,
      emails_sent: [{ template_name: 'order_confirmation', language: 'ar', sent_at: '2025-03-01T10:01:00.000Z' }],
      tax_record_until: null,
    },
  ],
  reviews: [
    {
      name: 'Layla',
      email: 'layla@example.nl',
      rating: 5,
      review_text: 'Lovely',
      status: 'approved',
      created_at: '2025-03-05T10:00:00.000Z',
    },
  ],
  contact_messages: [],
  emails: [],
};
const erased: ErasureOutcome = {
  orders_deleted: [],
  orders_anonymised: [{ friendly_id: 'BK-10042', tax_record_until: '2033-01-01' }],
  reviews_deleted: 1,
  contact_messages_deleted: 0,
  emails_deleted: 0,
};

beforeEach(() => {
  startAdminTest();
});

test('staff look an address up, see what the shop keeps, and erase it only after typing the address again', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/privacy/lookup') return jsonResponse(found);
    if (path === '/api/admin/privacy/erase') return jsonResponse(erased);
    return jsonResponse({ open: 0, overdue: 0, requests: [] });
  });
  renderApp('/admin/privacy');
  await user.type(await screen.findByLabelText('Email address', {}, SCREEN_READY), 'layla@example.nl');
  await user.click(screen.getByRole('button', { name: /Look up/ }));

  expect(await screen.findByText('Orders (1)', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('BK-10042')).toBeInTheDocument();
  expect(screen.getByText('Reviews (1)')).toBeInTheDocument();
  const lookup = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/lookup'))!;
  // The address travels in the body, never in the address line.
  expect(lookup.method).toBe('POST');
  expect(await lookup.json()).toEqual({ email: 'layla@example.nl' });

  await user.click(screen.getByRole('button', { name: /Erase/ }));
  const dialog = await screen.findByRole('dialog', {}, SCREEN_READY);
  const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), 'layla@example.n');
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), 'l');
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);

  expect(await screen.findByText('Erased. The request is logged.', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText(/kept for the tax records until 2033-01-01/)).toBeInTheDocument();
  const erase = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.url.endsWith('/erase'))!;
  expect(await erase.json()).toEqual({ email: 'layla@example.nl', confirm_email: 'layla@example.nl' });
});
