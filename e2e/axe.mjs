import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core on the page and answers its serious and critical violations, each as
 * "rule: what (where)". The context must be created with `bypassCSP: true`: the shop's CSP
 * rightly refuses injected scripts.
 */
export async function seriousA11yViolations(page) {
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
