// docs/architecture.md is the map a new engineer reads first; this keeps it true: every path it names exists,
// and every folder of src/ and src/server/ (and of the domain) is on it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** Every `code span` that looks like a repository path, with globs and placeholders cut off where they start. */
function citedPaths(): string[] {
  const spans = [...doc.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return spans
    .filter((span) => /^(src|e2e|drizzle|bench|packages|docs|public|\.ci)\//.test(span) && !/\s/.test(span))
    .flatMap((span) => {
      const braces = span.match(/^(.*)\{([^}]+)\}(.*)$/);
      return braces ? braces[2]!.split(',').map((part) => `${braces[1]}${part}${braces[3]}`) : [span];
    })
    .map((span) => span.replace(/[*<[].*$/, '').replace(/:\d+$/, ''));
}

const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`);

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const missing = citedPaths().filter((cited) => !fs.existsSync(path.join(root, cited)));
    expect(missing).toEqual([]);
  });

  it('names every folder of src/, src/server/ and src/server/domain/', () => {
    const named = new Set(citedPaths().map((cited) => (cited.endsWith('/') ? cited : `${cited}/`)));
    const isNamed = (folder: string) => [...named].some((cited) => cited.startsWith(folder));
    const unnamed = [...folders('src'), ...folders('src/server'), ...folders('src/server/domain')].filter(
      (folder) => !isNamed(folder),
    );
    expect(unnamed).toEqual([]);
  });
});
