import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The first ```sh block of the README's walk-through section. */
function readmeBlock(): string {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Walk-through with curl and the ops CLI'));
  const match = /```sh\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('no walk-through block in README.md');
  return match[1]!;
}

/** The part of .ci/readme-walkthrough.sh that CI runs as the README's walk-through. */
function scriptBlock(): string {
  const script = readFileSync('.ci/readme-walkthrough.sh', 'utf8');
  const match = /# --- README walk-through ---\n([\s\S]*?)# --- end of the README walk-through ---/.exec(script);
  if (!match) throw new Error('no README block in .ci/readme-walkthrough.sh');
  return match[1]!;
}

describe('README walk-through', () => {
  it('is exactly the script CI runs against a fresh `npm start`, so the two cannot drift', () => {
    expect(scriptBlock()).toBe(readmeBlock());
  });
});
