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
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}
