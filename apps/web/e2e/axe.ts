// The accessibility sweeps' one rule: axe-core's WCAG 2.2 A/AA checks, and a problem is a serious or critical finding.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each serious or critical violation on the page as one line, `label` first (empty when it passes). */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a blank page the builder
  // opens for every call: that page and the second copy of axe-core it loads were half of each page's time. Legacy
  // mode leaves out cross-origin frames only, and neither app has an iframe (the web app's CSP, default-src 'self',
  // allows none from elsewhere). Only the violations are read, so axe records no nodes of the rules that pass.
  const result = await new AxeBuilder({ page: page as never })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes)
      problems.push(`${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`);
  }
  return problems;
}
