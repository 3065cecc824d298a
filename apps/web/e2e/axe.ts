// The accessibility sweeps' one rule: axe-core's WCAG 2.2 A/AA checks, and a problem is a serious or critical finding.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each serious or critical violation on the page as one line, `label` first (empty when it passes). */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const result = await new AxeBuilder({ page: page as never }).withTags(wcagTags).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    for (const node of violation.nodes)
      problems.push(`${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`);
  }
  return problems;
}
