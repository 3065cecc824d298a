// The README's configuration and operator-command tables, rendered from the one config schema docs and the
// one command registry, so the README cannot drift from what the server reads and runs.
import { configDocs } from '../config/docs.ts';
import { opsCommands } from './registry.ts';

export const readmeMarkers = {
  config: ['<!-- config-table:start -->', '<!-- config-table:end -->'],
  ops: ['<!-- ops-table:start -->', '<!-- ops-table:end -->'],
} as const;

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function renderConfigTable(): string {
  const rows = configDocs.map((doc) => `| \`${doc.variable}\` | ${cell(doc.default)} | ${cell(doc.description)} |`);
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

export function renderOpsTable(): string {
  const rows = opsCommands.map(
    (command) =>
      `| \`npm run ops -- ${cell([command.name, command.usage].filter(Boolean).join(' '))}\` | ${cell(command.summary)} |`,
  );
  return ['| command | what it does |', '| --- | --- |', ...rows].join('\n');
}

/** README text with both tables replaced between their markers. */
export function withReadmeTables(readme: string): string {
  let text = readme;
  for (const [key, render] of [
    ['config', renderConfigTable],
    ['ops', renderOpsTable],
  ] as const) {
    const [start, end] = readmeMarkers[key];
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README is missing the markers ${start} … ${end}`);
    text = `${text.slice(0, from + start.length)}\n${render()}\n${text.slice(to)}`;
  }
  return text;
}
