/**
 * Taps that come before the page works. A server-rendered page shows its buttons while its scripts
 * are still on their way; on a slow phone a parent may tap "Add to cart" in that time, and the tap
 * would be lost. A small script written into the page's head (EARLY_TAPS_SCRIPT) keeps taps on the
 * marked buttons (Add to cart, the language switcher, the phone's menu button, the browse page's
 * Filters button), and each kept tap is made again once React has made its button work. A button
 * tapped twice in that time counts once: the second tap only said that nothing seemed to happen.
 * So does a tap that comes just after the button works, before its kept tap is made again.
 *
 * A marked form (the contact form) is kept the same way when it is sent: otherwise the browser
 * would send it itself, as a page address carrying the parent's name, e-mail and message.
 */

/** What the head's script and the hydrated buttons share, on `window`. */
interface EarlyTaps {
  /** The buttons tapped (and forms sent) before they worked, in that order. */
  pending: Element[];
  /** The buttons and forms React has made work: taps on them are let through. */
  ready: WeakSet<Element>;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTaps;
  }
}

const MARK = 'data-early-tap';

/**
 * Runs before the page's body is parsed (inline, so it costs no request): taps on a marked button,
 * and the sending of a marked form, that React has not made work yet are kept, not sent on. ES5
 * syntax, as it is not compiled. A browser without WeakSet stops at the first line and simply keeps
 * nothing.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var t=window.earlyTaps={pending:[],ready:new WeakSet()};` +
  `function keep(e,b){if(!b)return;` +
  // A tap on a button that works now, while its kept tap waits to be made again, stands for that one.
  `if(t.ready.has(b)){var i=t.pending.indexOf(b);if(i>=0)t.pending.splice(i,1);return}` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  `if(t.pending.indexOf(b)<0)t.pending.push(b)}` +
  `document.addEventListener('click',function(e){keep(e,e.target instanceof Element&&e.target.closest('[${MARK}]'))},true);` +
  `document.addEventListener('submit',function(e){keep(e,e.target instanceof Element&&e.target.hasAttribute('${MARK}')&&e.target)},true)})()`;

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
  for (const element of replayed) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else (element as HTMLElement).click();
  }
}

/**
 * The ref callback of a marked form the server drew. What a parent typed before the page worked
 * shows in the fields, but React's state does not have it: each such field is handed to `restore`
 * (by its name) before a kept send is made again, so what is sent is what the parent sees.
 */
export function replayEarlyForm(form: HTMLFormElement | null, restore: (field: string, value: string) => void): void {
  if (!form) return;
  for (const field of form.elements) {
    const typed = typedEarly(field);
    if (typed !== undefined && 'name' in field && typeof field.name === 'string' && field.name) restore(field.name, typed);
  }
  replayEarlyTaps(form);
}

/**
 * What a parent typed into a field the server drew, before React made it work: React keeps the
 * text in the field but not in its state, and writes its own value as the field's default.
 */
export function typedEarly(field: Element): string | undefined {
  const typed = (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
  return typed ? field.value : undefined;
}

/** Whether a parent typed into, ticked or chose in a field of `container` before React made it work (React keeps what the field shows). */
export function changedEarly(container: Element): boolean {
  return [...container.querySelectorAll('input, textarea, select')].some((field) => {
    // The server marks its choice as the default; a list React drew itself has none.
    if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.defaultSelected && !option.selected);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked !== field.defaultChecked;
    return typedEarly(field) !== undefined;
  });
}

/** Marks a button whose tap (or a form whose sending) must not be lost while the page starts; its ref must call `replayEarlyTaps` (a form's, `replayEarlyForm`). */
export const EARLY_TAP_MARK = { [MARK]: '' } as const;

/** The mark and the ref together, for a button that needs no ref of its own: `<button {...earlyTapButton}>`. */
export const earlyTapButton = { ...EARLY_TAP_MARK, ref: replayEarlyTaps } as const;
