import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** One row of the reliability summary: what was tried, how often, what held, and the losses (must be 0). */
export type ReliabilityResult = {
  area: 'races' | 'crashes' | 'receiver faults' | 'fuzzing' | 'isolation' | 'secrets' | 'scale-out';
  scenario: string;
  /** How many times it was tried (requests, races, crashes, calls…), with the unit. */
  tries: number;
  unit: string;
  /** What the run checked and found true (counts that must hold). */
  held: string;
  /** Lost or wrong outcomes: anything but 0 fails the scenario's own assertions too. */
  losses: number;
};

export const RESULTS_FILE = path.join('test-results', 'reliability', 'results.jsonl');

/** Appends a row for `npm run test:reliability`'s summary table (a fast-subset run writes rows too). */
export function recordResult(result: ReliabilityResult): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify({ ...result, at: new Date().toISOString() })}\n`);
}
