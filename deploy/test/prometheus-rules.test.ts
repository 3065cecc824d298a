// The monitoring profile's configuration under the tools that will run it (Debian's promtool, amtool and blackbox
// exporter): the rules load and their unit tests pass, prometheus.yml loads with the files start.sh writes and the
// paths compose mounts, every dashboard query is PromQL, Alertmanager's and the blackbox exporter's files load. And the
// alerts are written for an operator: a severity, a summary, a description and a runbook that exists and is indexed.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { debianTool } from './support/debian-tools.ts';
import {
  allRules,
  dashboardQueries,
  deployDir,
  metricNamesOf,
  prometheusDir,
  repoRoot,
  ruleFiles,
  withGrafanaVariables,
} from './support/monitoring.ts';

const promtool = debianTool('promtool', 'prometheus');
const amtool = debianTool('amtool', 'prometheus-alertmanager');
const blackboxExporter = debianTool('prometheus-blackbox-exporter', 'prometheus-blackbox-exporter');

interface Run {
  code: number;
  output: string;
}

/** Runs a tool and answers its exit code and output; never throws on a failing exit, which the test examines. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env: { ...process.env, ...env }, cwd: repoRoot }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'loyalty-monitoring-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const unitTestFiles = readdirSync(path.join(prometheusDir, 'tests'))
  .filter((name) => name.endsWith('.test.yml'))
  .map((name) => path.join(prometheusDir, 'tests', name));

describe.skipIf(!promtool.path)('the Prometheus rules under promtool', () => {
  const tool = promtool.path as string;

  it('loads every rule file (promtool check rules)', async () => {
    for (const { file, rules } of ruleFiles()) {
      const result = await run(tool, ['check', 'rules', file]);
      expect(result.output).toContain(`SUCCESS: ${rules.length} rules found`);
      expect(result.code, result.output).toBe(0);
    }
  });

  it('refuses a rule that is not PromQL, so a pass above means something', async () => {
    const broken = path.join(scratch, 'broken.yml');
    writeFileSync(broken, toYaml({ groups: [{ name: 'broken', rules: [{ record: 'x:y', expr: 'sum(rate(x[5m]) by' }] }] }));
    expect((await run(tool, ['check', 'rules', broken])).code).not.toBe(0);
  });

  it('passes the unit tests of the alerts (promtool test rules)', async () => {
    expect(unitTestFiles.length).toBeGreaterThan(0);
    const result = await run(tool, ['test', 'rules', ...unitTestFiles]);
    expect(result.output).toContain('SUCCESS');
    expect(result.code, result.output).toBe(0);
  });

  it('accepts every query of the Grafana dashboard (as recording rules, promtool check rules)', async () => {
    const queries = dashboardQueries();
    expect(queries.length).toBeGreaterThan(20);
    const file = path.join(scratch, 'dashboard-queries.yml');
    const rules = queries.map(({ expr }, index) => ({ record: `dashboard:query_${index}`, expr: withGrafanaVariables(expr) }));
    writeFileSync(file, toYaml({ groups: [{ name: 'dashboard', rules }] }));
    const result = await run(tool, ['check', 'rules', file]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`SUCCESS: ${queries.length} rules found`);
  });

  describe('prometheus.yml with the files compose mounts and start.sh writes', () => {
    interface ComposeService {
      entrypoint?: string[];
      command?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
    }
    const compose = parseYaml(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8')) as {
      services: Record<string, ComposeService>;
    };
    const service = compose.services.prometheus as ComposeService;

    /**
     * The container's file system in `root`: every bind mount of deploy/ in the prometheus service at its path. The
     * configuration's absolute paths then point into `root` (promtool has no chroot).
     */
    function containerRoot(): { root: string; config: string } {
      const root = mkdtempSync(path.join(scratch, 'container-'));
      for (const volume of service.volumes ?? []) {
        const [source = '', target = ''] = volume.split(':');
        if (!source.startsWith('./')) continue;
        mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
        symlinkSync(path.join(deployDir, source), path.join(root, target));
      }
      const configArgument = (service.command ?? []).find((arg) => arg.startsWith('--config.file='));
      const configInContainer = configArgument?.slice('--config.file='.length) ?? '';
      const text = readFileSync(path.join(root, configInContainer), 'utf8');
      const rooted = text.replace(/(?<=[\s[']|^)\/(?=etc\/prometheus\/|prometheus\/)/gm, `${root}/`);
      const config = path.join(root, 'prometheus-rooted.yml');
      writeFileSync(config, rooted);
      return { root, config };
    }

    it('mounts prometheus.yml, the rules and start.sh where the container reads them', () => {
      expect(service.entrypoint).toEqual(['/bin/sh', '/etc/prometheus/start.sh']);
      expect(service.volumes).toEqual(
        expect.arrayContaining([
          './prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
          './prometheus/rules:/etc/prometheus/rules:ro',
          './prometheus/start.sh:/etc/prometheus/start.sh:ro',
        ]),
      );
      expect(service.environment).toMatchObject({ METRICS_TOKEN: expect.any(String), PUBLIC_URL: expect.any(String) });
    });

    it('loads (promtool check config) once start.sh has written the token and the probe target', async () => {
      const { root, config } = containerRoot();
      const generated = path.join(root, 'prometheus', 'generated');
      const token = 'metrics-token-0123456789abcdef';
      // start.sh as the container runs it, with promtool standing in for Prometheus.
      const result = await run('/bin/sh', [path.join(prometheusDir, 'start.sh'), 'check', 'config', config], {
        METRICS_TOKEN: token,
        PUBLIC_URL: 'https://loyalty.example.com/',
        PROMETHEUS_GENERATED_DIR: generated,
        PROMETHEUS_BIN: tool,
      });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('SUCCESS');
      // The rule files found through the mounted glob are the shipped ones.
      for (const { rules } of ruleFiles()) expect(result.output).toContain(`SUCCESS: ${rules.length} rules found`);
      expect(readFileSync(path.join(generated, 'metrics-token'), 'utf8')).toBe(token);
      expect(statSync(path.join(generated, 'metrics-token')).mode & 0o077).toBe(0);
      expect(parseYaml(readFileSync(path.join(generated, 'site.yml'), 'utf8'))).toEqual([
        { targets: ['https://loyalty.example.com/api/health'] },
      ]);
    });

    it('is refused by promtool without the token file, which is why start.sh writes it first', async () => {
      const { config } = containerRoot();
      const result = await run(tool, ['check', 'config', config]);
      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(/metrics-token/);
    });

    it('start.sh stops with the variable to set when METRICS_TOKEN or PUBLIC_URL is empty', async () => {
      const { root, config } = containerRoot();
      const env = { PROMETHEUS_GENERATED_DIR: path.join(root, 'generated'), PROMETHEUS_BIN: tool };
      const start = path.join(prometheusDir, 'start.sh');
      const noToken = await run('/bin/sh', [start, 'check', 'config', config], {
        ...env,
        METRICS_TOKEN: '',
        PUBLIC_URL: 'https://a.example',
      });
      expect(noToken.code).not.toBe(0);
      expect(noToken.output).toContain('set METRICS_TOKEN in deploy/.env');
      const noUrl = await run('/bin/sh', [start, 'check', 'config', config], {
        ...env,
        METRICS_TOKEN: 'metrics-token-0123456789abcdef',
        PUBLIC_URL: '',
      });
      expect(noUrl.code).not.toBe(0);
      expect(noUrl.output).toContain('set PUBLIC_URL in deploy/.env');
    });
  });
});

describe('the alerts, for the operator who gets them', () => {
  const alerts = allRules().filter((rule) => rule.alert);
  const runbooksDir = path.join(repoRoot, 'docs', 'runbooks');

  it('each has a severity, a summary, a description and a runbook that exists', () => {
    expect(alerts.length).toBeGreaterThan(15);
    for (const rule of alerts) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description, rule.alert).toBeTruthy();
      const runbook = rule.annotations?.runbook_url ?? '';
      expect(runbook, rule.alert).toMatch(/^docs\/runbooks\/[a-z0-9-]+\.md$/);
      expect(statSync(path.join(repoRoot, runbook), { throwIfNoEntry: false })?.isFile(), runbook).toBe(true);
    }
  });

  it('each is in the runbooks index, next to its runbook', () => {
    const index = readFileSync(path.join(runbooksDir, 'README.md'), 'utf8');
    for (const rule of alerts) {
      const line = index.split('\n').find((entry) => entry.includes(`\`${rule.alert}\``));
      expect(line, `${rule.alert} in docs/runbooks/README.md`).toBeDefined();
      expect(line).toContain(`(${path.basename(rule.annotations?.runbook_url ?? '')})`);
    }
  });

  it('each is expected to fire by a unit test', () => {
    const expectedToFire = new Set<string>();
    for (const file of unitTestFiles) {
      const tests = parseYaml(readFileSync(file, 'utf8')) as {
        tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
      };
      for (const test of tests.tests) {
        for (const check of test.alert_rule_test ?? [])
          if ((check.exp_alerts ?? []).length > 0) expectedToFire.add(check.alertname);
      }
    }
    expect(alerts.map((rule) => rule.alert).filter((name) => !expectedToFire.has(name as string))).toEqual([]);
  });

  it('each recording rule is read by an alert, another rule or the dashboard', () => {
    const rules = allRules();
    const read = new Set([
      ...rules.flatMap((rule) => metricNamesOf(rule.expr)),
      ...dashboardQueries().flatMap(({ expr }) => metricNamesOf(withGrafanaVariables(expr))),
    ]);
    const unread = rules.filter((rule) => rule.record && !read.has(rule.record)).map((rule) => rule.record);
    expect(unread).toEqual([]);
  });
});

describe.skipIf(!amtool.path)('deploy/alertmanager/alertmanager.yml under amtool', () => {
  const file = path.join(deployDir, 'alertmanager', 'alertmanager.yml');

  it('loads as shipped (a receiver that sends nothing)', async () => {
    const result = await run(amtool.path as string, ['check-config', file]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('SUCCESS');
  });

  it('loads with the commented receivers filled in as the file shows them', async () => {
    // The examples are the commented lines after the receiver's name: uncommented, they must be valid as they stand.
    const lines = readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((line) => line.trim() === '- name: operator');
    const filled = lines.map((line, index) => {
      const example = /^ {4}# (\s*(?:- )?[a-z_]+:(?:\s.*)?)$/.exec(line);
      return index > start && example ? `    ${example[1]}` : line;
    });
    const copy = path.join(scratch, 'alertmanager-filled.yml');
    writeFileSync(copy, filled.join('\n'));
    const parsed = parseYaml(filled.join('\n')) as { receivers: Record<string, unknown>[] };
    expect(Object.keys(parsed.receivers[0] ?? {}).sort()).toEqual([
      'email_configs',
      'name',
      'telegram_configs',
      'webhook_configs',
    ]);
    const result = await run(amtool.path as string, ['check-config', copy]);
    expect(result.code, result.output).toBe(0);
  });
});

describe.skipIf(!blackboxExporter.path)('deploy/blackbox/blackbox.yml', () => {
  it('loads in the blackbox exporter (--config.check) with the module prometheus.yml asks for', async () => {
    const file = path.join(deployDir, 'blackbox', 'blackbox.yml');
    const result = await run(blackboxExporter.path as string, ['--config.check', `--config.file=${file}`]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('Config file is ok');
    const prometheus = parseYaml(readFileSync(path.join(prometheusDir, 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; params?: { module?: string[] } }[];
    };
    const module = prometheus.scrape_configs.find((job) => job.job_name === 'blackbox-https')?.params?.module?.[0];
    const blackbox = parseYaml(readFileSync(file, 'utf8')) as { modules: Record<string, unknown> };
    expect(Object.keys(blackbox.modules)).toContain(module);
  });
});
