import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { VatRate, VatReport, VatThreshold } from './vat-api';

setUpAdminTestFile();

const rates: VatRate[] = [
  { country_code: 'DE', rate: 700, starts_on: '2000-01-01' },
  { country_code: 'FR', rate: 550, starts_on: '2000-01-01' },
  { country_code: 'NL', rate: 900, starts_on: '2000-01-01' },
];
const threshold: VatThreshold = {
  home_country: 'NL',
  year: 2026,
  this_year_net_cents: 412_300,
  last_year_net_cents: 0,
  threshold_cents: 1_000_000,
  warning: false,
  oss_registered_since: null,
};
const report: VatReport = {
  year: 2026,
  quarter: 4,
  currency: 'EUR',
  lines: [
    {
      scheme: 'home',
      country_code: 'NL',
      rate: 900,
      sales_net_cents: 6413,
      sales_vat_cents: 577,
      refunds_net_cents: 0,
      refunds_vat_cents: 0,
      net_cents: 6413,
      vat_cents: 577,
    },
    {
      scheme: 'oss',
      country_code: 'DE',
      rate: 700,
      sales_net_cents: 2519,
      sales_vat_cents: 176,
      refunds_net_cents: 467,
      refunds_vat_cents: 33,
      net_cents: 2052,
      vat_cents: 143,
    },
  ],
};

let fetchMock: ReturnType<typeof mockFetch>;
const writes = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method !== 'GET');

beforeEach(() => {
  startAdminTest();
  fetchMock = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/vat/rates') return jsonResponse(rates, request.method === 'POST' ? 201 : 200);
    if (path === '/api/admin/vat/threshold') return jsonResponse(threshold);
    if (path === '/api/admin/vat/report') return jsonResponse(report);
    return jsonResponse({ home_country: 'NL', oss_registered_since: '2027-01-01' });
  });
});

test('shows the year’s sales abroad against €10,000, the quarter’s VAT per return, country and rate, and the rates', async () => {
  renderApp('/admin/vat');
  expect(await screen.findByText(/Net sales to consumers in other EU countries in 2026/, {}, SCREEN_READY)).toHaveTextContent('€4,123.00');
  const reportCard = screen.getByText('Quarterly VAT report').closest('.ant-card') as HTMLElement;
  const germany = (await within(reportCard).findByText('One-Stop-Shop return')).closest('tr') as HTMLElement;
  expect(germany).toHaveTextContent('Germany');
  expect(germany).toHaveTextContent('7%');
  expect(germany).toHaveTextContent('€20.52');
  expect(germany).toHaveTextContent('€1.43');
  expect(within(reportCard).getByText('Dutch VAT return').closest('tr')).toHaveTextContent('€5.77');
  const ratesCard = screen.getByText('Rates for printed books').closest('.ant-card') as HTMLElement;
  expect(within(ratesCard).getByText('France').closest('tr')).toHaveTextContent('5.5%');
});

test('adds a rate in hundredths of a percent from the day chosen', async () => {
  const user = userEvent.setup();
  renderApp('/admin/vat');
  const ratesCard = (await screen.findByText('Rates for printed books', {}, SCREEN_READY)).closest('.ant-card') as HTMLElement;
  await user.click(within(ratesCard).getByRole('combobox', { name: 'Country' }));
  await user.click(await screen.findByTitle('Finland'));
  await user.type(within(ratesCard).getByRole('spinbutton', { name: 'Rate (%)' }), '13.5');
  await user.type(within(ratesCard).getByLabelText('From'), '2027-01-01{Enter}');
  await user.click(within(ratesCard).getByRole('button', { name: 'Add rate' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(await writes()[0].json()).toEqual({ country_code: 'FI', rate: 1350, starts_on: '2027-01-01' });
});
