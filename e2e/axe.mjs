import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core on the page and answers its serious and critical violations, each as
 * "rule: what (where)". The context must be created with `bypassCSP: true`: the shop's CSP
 * rightly refuses injected scripts.
 */
export async function seriousA11yViolations(page) {
  // Colours are judged as they settle, not halfway through a fade-in: the shop shows everything at
  // once when reduced motion is asked for, and any transition still running is let to finish (up to
  // 3 s; endless ones, like a spinner, are not waited for).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map(describeNode).join(', ')})`);
}

/** Where, and for contrast and similar checks the measured numbers ("contrast of 2.1 (foreground ...)"). */
function describeNode(node) {
  const detail = node.any[0]?.message ?? node.all[0]?.message;
  return detail ? `${node.target.join(' ')}: ${detail}` : node.target.join(' ');
}
