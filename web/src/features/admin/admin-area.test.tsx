import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { anAdminOrderDetail } from './orders/admin-order.fixture';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from './shared/admin-test-env';

setUpAdminTestFile();

const orderId = '0b0b0b0b-0000-4000-8000-000000000001';
const INCOMPLETE = "The shop's legal identity (legal name, address, KvK and VAT numbers) is not complete.";

beforeEach(() => {
  startAdminTest();
});

test('a screen is drawn with the incomplete-company warning already above it, not pushed down when the settings come after the screen', async () => {
  // The settings answer late: a moment after the order's screen is drawn (it then asks for its history).
  // A back office that waits for them before asking for the order is answered after 1 s instead.
  let answerSettings = () => {};
  const settingsHeld = new Promise<void>((resolve) => (answerSettings = resolve));
  let screensWait: ReturnType<typeof setTimeout> | undefined;
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/settings') {
      screensWait = setTimeout(answerSettings, 1_000);
      await settingsHeld;
      return jsonResponse({ company_details_complete: false });
    }
    if (path === `/api/admin/orders/${orderId}`) {
      clearTimeout(screensWait);
      return jsonResponse(anAdminOrderDetail({ id: orderId }));
    }
    if (path === `/api/admin/orders/${orderId}/history`) {
      setTimeout(answerSettings, 300);
      return jsonResponse([]);
    }
    if (path === '/api/emails/templates') return jsonResponse([]);
    return jsonResponse({ statusCode: 404 }, 404);
  });
  renderApp(`/admin/orders/${orderId}`);
  await screen.findByRole('heading', { name: 'Order BK-10042', level: 1 }, SCREEN_READY);
  // Already there when the screen first shows: nothing above the status field moves afterwards.
  expect(screen.getByText(INCOMPLETE, { exact: false })).toBeInTheDocument();
});
