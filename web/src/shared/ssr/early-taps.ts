/**
 * Taps that come before the page works. A server-rendered page shows its buttons while its scripts
 * are still on their way; on a slow phone a parent may tap "Add to cart" in that time, and the tap
 * would be lost. A small script written into the page's head (EARLY_TAPS_SCRIPT) keeps taps on the
 * marked buttons (Add to cart, the language switcher, the phone's menu button), and each kept tap
 * is made again once React has made its button work. A button tapped twice in that time counts
 * once: the second tap only said that nothing seemed to happen.
 */

/** What the head's script and the hydrated buttons share, on `window`. */
interface EarlyTaps {
  /** The buttons tapped before they worked, in the order they were tapped. */
  pending: Element[];
  /** The buttons React has made work: taps on them are let through. */
  ready: WeakSet<Element>;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTaps;
  }
}

const MARK = 'data-early-tap';

/**
 * Runs before the page's body is parsed (inline, so it costs no request): taps on a marked button
 * that React has not made work yet are kept, not sent on. ES5 syntax, as it is not compiled. A
 * browser without WeakSet stops at the first line and simply keeps nothing.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var t=window.earlyTaps={pending:[],ready:new WeakSet()};` +
  `document.addEventListener('click',function(e){` +
  `var b=e.target instanceof Element&&e.target.closest('[${MARK}]');` +
  `if(!b||t.ready.has(b))return;` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  `if(t.pending.indexOf(b)<0)t.pending.push(b)},true)})()`;

/** A ref callback: React calls it with each marked button it has made work, and taps kept for it are made again. */
export function replayEarlyTaps(button: HTMLElement | null): void {
  const taps = typeof window === 'undefined' ? undefined : window.earlyTaps;
  if (!button || !taps) return;
  taps.ready.add(button);
  // After the commit that attached it, so its click handler runs as for any tap.
  if (taps.pending.includes(button)) setTimeout(() => replayReady(taps));
}

function replayReady(taps: EarlyTaps): void {
  const replayed = taps.pending.filter((button) => taps.ready.has(button));
  taps.pending = taps.pending.filter((button) => !taps.ready.has(button));
  for (const button of replayed) if (button.isConnected) (button as HTMLElement).click();
}

/** Marks a button whose tap must not be lost while the page starts; its ref must call `replayEarlyTaps`. */
export const EARLY_TAP_MARK = { [MARK]: '' } as const;

/** The mark and the ref together, for a button that needs no ref of its own: `<button {...earlyTapButton}>`. */
export const earlyTapButton = { ...EARLY_TAP_MARK, ref: replayEarlyTaps } as const;
