/** A macrotask channel on setTimeout: Node's own would keep Jest's process alive after the tests. */
class TimeoutMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; close(): void } = { onmessage: null, close() {} };
  port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
    close() {},
  };
}

/**
 * Ant Design's table and select measure the page (matchMedia, ResizeObserver) and schedule with
 * MessageChannel, which jsdom lacks. `narrowScreen` makes the 768 px media query match, as on a phone.
 */
export function lendAntdTheBrowser({ narrowScreen = false } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: narrowScreen && query === '(max-width: 768px)',
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.MessageChannel ??= TimeoutMessageChannel as unknown as typeof MessageChannel;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
