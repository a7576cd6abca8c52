import { adminSessionKeys } from '../../../shared/api/admin-session';

/** Tests only: a signed-in admin, so the /admin guard lets the page render. */
export function storeTestAdminSession() {
  localStorage.setItem(adminSessionKeys.accessToken, 'test-access-token');
  localStorage.setItem(adminSessionKeys.refreshToken, 'test-refresh-token');
  localStorage.setItem(adminSessionKeys.info, JSON.stringify({ id: 'admin-1', username: 'admin', email: 'admin@example.com' }));
}

/** A MessageChannel whose message is a timer, enough for Ant Design's select to open. */
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
}

/**
 * Tests only: jsdom has no matchMedia, ResizeObserver or MessageChannel, which Ant Design's table,
 * pagination and select use. `wide` answers every min-width query (the admin lists' table/cards switch).
 */
export function lendBrowserApis({ wide = true }: { wide?: boolean } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? wide : !wide,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;
}
