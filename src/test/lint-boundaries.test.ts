// The layer rules fail the lint: each fixture in lint-fixtures/ is linted with the project's own ESLint
// config as if it were the file named on its `// lint-as:` line, and must get exactly the errors listed on
// its `// expect:` lines. The fixtures themselves are outside the normal lint run (eslint.config.mjs ignores).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(import.meta.dirname, 'lint-fixtures');
const eslint = new ESLint({ cwd: root });

const fixtures = fs.readdirSync(fixturesDir).map((name) => {
  const text = fs.readFileSync(path.join(fixturesDir, name), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(text)?.[1];
  const expected = [...text.matchAll(/^\/\/ expect: (.+)$/gm)].map((m) => m[1]!);
  return { name, text, lintAs, expected };
});

describe('import boundaries (eslint-plugin-boundaries)', () => {
  it.each(fixtures)('$name fails the lint with the expected errors', async ({ text, lintAs, expected }) => {
    expect(lintAs).toBeDefined();
    expect(expected.length).toBeGreaterThan(0);
    const [result] = await eslint.lintText(text, { filePath: path.join(root, lintAs!) });
    const errors = result!.messages.filter((m) => m.severity === 2).map((m) => m.message);
    for (const message of expected)
      expect(
        errors.filter((e) => e.includes(message)),
        message,
      ).toHaveLength(1);
    expect(errors).toHaveLength(expected.length);
  });

  it('the real tree lints clean', { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles(['.']);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(problems).toEqual([]);
  });
});
