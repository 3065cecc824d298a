// Where a server's time went, from a `--profile` CPU profile, as text: self time per function and time under each
// function (inclusive), over the last seconds of the profile (the last target the bench measured), so a profile can
// be read without DevTools.
//
//   npx tsx apps/api/bench/profile-summary.ts bench-profiles/api/CPU.….cpuprofile [seconds=5] [rows=40]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, secondsArg = '5', rowsArg = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [seconds] [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** A function's name and where it lives: a package's name, or the path inside this repository. */
function labelOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? url.replace(/^.*?\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
}

// The profile ends when the server stops, right after the bench's last target; 0.3 s of stopping is left out.
const windowEnd = profile.endTime - 300_000;
const windowStart = windowEnd - Number(secondsArg) * 1_000_000;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let time = profile.startTime;
let counted = 0;
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index] ?? 0;
  if (time < windowStart || time > windowEnd) return;
  counted += 1;
  const leaf = nodes.get(id);
  if (!leaf) return;
  self.set(labelOf(leaf), (self.get(labelOf(leaf)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
    const node = nodes.get(current);
    if (!node) break;
    const label = labelOf(node);
    if (seen.has(label)) continue;
    seen.add(label);
    inclusive.set(label, (inclusive.get(label) ?? 0) + 1);
  }
});

const rows = Number(rowsArg);
const percent = (count: number) => `${((100 * count) / Math.max(counted, 1)).toFixed(1).padStart(5)} %`;
const print = (title: string, counts: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [label, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${percent(count)}  ${label}`);
};
console.log(`${counted} samples in the last ${secondsArg} s of ${file}`);
print('self time ((idle) is waiting: for the database, the network or the next request)', self);
print('inclusive time', inclusive);
