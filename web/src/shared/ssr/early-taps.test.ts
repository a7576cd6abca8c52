import { beforeAll, expect, test } from '@jest/globals';
import { EARLY_TAPS_SCRIPT, EARLY_TAP_MARK, replayEarlyTaps } from './early-taps';

beforeAll(() => {
  // As the page's head runs it, before any button works.
  new Function(EARLY_TAPS_SCRIPT)();
});

/** A marked button the server drew, and how often its (not yet attached) handler ran. */
function drawnButton() {
  const button = document.createElement('button');
  button.setAttribute(Object.keys(EARLY_TAP_MARK)[0], '');
  document.body.append(button);
  const taps = { count: 0 };
  button.addEventListener('click', () => taps.count++);
  return { button, taps };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

test('taps before the button works are kept, and count once when it works', async () => {
  const { button, taps } = drawnButton();
  button.click();
  button.click();
  expect(taps.count).toBe(0);

  replayEarlyTaps(button);
  await nextTask();
  expect(taps.count).toBe(1);
  button.click();
  expect(taps.count).toBe(2);
});

test('a tap just after the button works, before its kept tap is made again, stands for it: one, not two', async () => {
  const { button, taps } = drawnButton();
  button.click();
  replayEarlyTaps(button);
  button.click();
  await nextTask();
  expect(taps.count).toBe(1);
});
