// Tests only: what the back office's component tests need from a browser that jsdom does not give.
import { beforeAll, expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { adminSessionKeys } from '../../../shared/api/admin-session';

/** The access token of the test admin, for tests that check what the page sends. */
export const TEST_ADMIN_ACCESS_TOKEN = 'test-access-token';

/** Tests only: a signed-in admin, so the /admin guard lets the page render. */
export function storeTestAdminSession() {
  localStorage.setItem(adminSessionKeys.accessToken, TEST_ADMIN_ACCESS_TOKEN);
  localStorage.setItem(adminSessionKeys.refreshToken, 'test-refresh-token');
  localStorage.setItem(adminSessionKeys.info, JSON.stringify({ id: 'admin-1', username: 'admin', email: 'admin@example.com' }));
}

/** A macrotask channel on setTimeout, enough for Ant Design's select to open: Node's own would keep Jest's process alive after the tests. */
class TimeoutMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; close(): void } = { onmessage: null, close() {} };
  port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
    close() {},
  };
}

/**
 * jsdom matches all of Ant Design's injected CSS rules on every getComputedStyle call, and Testing
 * Library makes one for each element whose visibility or name it checks: that was 90% of a test's
 * time. Elements answer with their inline styles instead, which is what the screens' own show/hide
 * logic sets. The browser tests see the real CSS.
 */
const inlineComputedStyle = ((element: Element) => (element as HTMLElement).style) as typeof window.getComputedStyle;

/** Whether a screen `width` px wide meets every (min-width) and (max-width) of `query`; other queries never match. */
function matchesWidth(query: string, width: number): boolean {
  const limits = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return limits.length > 0 && limits.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
}

/**
 * Tests only: jsdom has no matchMedia, ResizeObserver or MessageChannel, which Ant Design's table,
 * pagination and select use. matchMedia answers width queries as a screen `width` px wide would
 * (the admin lists are tables above 768 px and cards at 768 px and less).
 */
export function lendBrowserApis({ width = 1280 }: { width?: number } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.MessageChannel ??= TimeoutMessageChannel as unknown as typeof MessageChannel;
  window.getComputedStyle = inlineComputedStyle;
}

/**
 * Tests only: a fresh start for an admin screen: empty local storage, English, the browser APIs
 * lent, and a signed-in admin unless `signedIn` is false (the sign-in page).
 */
export function startAdminTest({ signedIn = true, width }: { signedIn?: boolean; width?: number } = {}) {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  if (signedIn) storeTestAdminSession();
  lendBrowserApis({ width });
}

/** How long a test waits for an admin screen's first content, which may take seconds on a busy machine. */
export const SCREEN_READY = { timeout: 60_000 };

/**
 * Waits until a form shows `text`, as a person reads it. Ant Design empties a field's errors while
 * it validates again (on each change, then on save) and shows them anew, so the node a `findByText`
 * returns may already be on its way out: wait for the text, not for one node.
 */
export const showsFormMessage = (text: string | RegExp) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

/**
 * Tests only: call once at the top of an admin test file. Imports the back office's lazy chunk
 * before the tests: Jest's first import of it (Ant Design and all) takes seconds on a busy
 * machine, and the tests' waits are meant for the screens, not for that.
 */
export function setUpAdminTestFile() {
  beforeAll(() => import('../admin-area'), 120_000);
}
