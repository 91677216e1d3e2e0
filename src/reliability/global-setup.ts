import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { setup as baseSetup } from '~/test/global-setup';
import { RESULTS_FILE } from './record-result';

/** The ordinary test setup (template database, production build, shared app) plus a fresh results file. */
export async function setup(project: TestProject) {
  rmSync(RESULTS_FILE, { force: true });
  return baseSetup(project);
}
