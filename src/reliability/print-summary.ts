// Prints the summary table of the last `npm run test:reliability` run from the rows its scenarios recorded.
import { existsSync, readFileSync } from 'node:fs';
import { RESULTS_FILE, type ReliabilityResult } from './record-result';

if (!existsSync(RESULTS_FILE)) {
  process.stderr.write(`No results in ${RESULTS_FILE}\n`);
  process.exit(1);
}
const rows = readFileSync(RESULTS_FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ReliabilityResult);
const header = ['area', 'scenario', 'tried', 'held', 'losses'];
const table = rows.map((r) => [
  r.area,
  r.scenario,
  `${r.tries.toLocaleString('en-US')} ${r.unit}`,
  r.held,
  String(r.losses),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
process.stdout.write(
  [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.map(line)].join('\n') +
    `\n\n${rows.length} scenarios, ${rows.reduce((n, r) => n + r.losses, 0)} losses\n`,
);
