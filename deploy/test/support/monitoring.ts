// The monitoring profile's files as the deploy tests read them: the rules, their PromQL and the metric names it names,
// the dashboard's queries. PromQL is parsed with Prometheus's own grammar (@prometheus-io/lezer-promql, the one its web
// UI uses), never with a regular expression.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parser } from '@prometheus-io/lezer-promql';
import { parse as parseYaml } from 'yaml';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const deployDir = path.join(repoRoot, 'deploy');
export const prometheusDir = path.join(deployDir, 'prometheus');
export const rulesDir = path.join(prometheusDir, 'rules');
export const dashboardFile = path.join(deployDir, 'grafana', 'dashboards', 'loyalty.json');

export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** The shipped rule files (rules/*.yml), by file name. */
export function ruleFiles(): { file: string; rules: Rule[] }[] {
  return readdirSync(rulesDir)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => {
      const parsed = parseYaml(readFileSync(path.join(rulesDir, name), 'utf8')) as { groups: { rules: Rule[] }[] };
      return { file: path.join(rulesDir, name), rules: parsed.groups.flatMap((group) => group.rules) };
    });
}

export function allRules(): Rule[] {
  return ruleFiles().flatMap(({ rules }) => rules);
}

interface Panel {
  title?: string;
  type?: string;
  targets?: { expr?: string; refId?: string }[];
  panels?: Panel[];
}

/** Every query of the dashboard, with the panel it belongs to; rows' nested panels included. */
export function dashboardQueries(): { panel: string; expr: string }[] {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as { panels: Panel[] };
  const flat = (panels: Panel[]): Panel[] => panels.flatMap((panel) => [panel, ...flat(panel.panels ?? [])]);
  return flat(dashboard.panels).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title ?? '(untitled)', expr: target.expr ?? '' })),
  );
}

/** Grafana's own variables in a query, as Prometheus would see them once Grafana has filled them in. */
export function withGrafanaVariables(expr: string): string {
  return expr.replaceAll('$__rate_interval', '5m').replaceAll('$__interval', '1m').replaceAll('$__range', '1h');
}

/**
 * The metric names a PromQL expression selects. A selector by `__name__` would hide its metric from this reading, so
 * it is refused rather than skipped; so is an expression the grammar does not accept.
 */
export function metricNamesOf(expr: string): string[] {
  const tree = parser.parse(expr);
  const names = new Set<string>();
  let error: string | null = null;
  tree.iterate({
    enter(node) {
      if (node.type.isError) error ??= `does not parse at ${node.from}: ${expr}`;
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') names.add(expr.slice(node.from, node.to));
      if (node.name === 'LabelName' && expr.slice(node.from, node.to) === '__name__') {
        error ??= `selects a metric by __name__, which this check cannot follow: ${expr}`;
      }
    },
  });
  if (error) throw new Error(error);
  return [...names];
}
