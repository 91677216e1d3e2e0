// The domain receives what it uses (clock offset, job scheduler, settings) from the entry points; it never
// reads the environment or holds state on the process. This scans the source text of every domain file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = path.join(import.meta.dirname);

/** Reads of a process global in TypeScript source, comments and strings left out. */
function processGlobalReads(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
  return [
    ...code.matchAll(/\bprocess\s*(?:\.|\[)\s*\w*|\bglobalThis\b|\bglobal\s*(?:\.|\[)|\bBuffer\.alloc\s*Unsafe\b/g),
  ].map((m) => m[0]);
}

function domainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the domain reads no process global', () => {
  it('finds the reads it must refuse (planted)', () => {
    expect(processGlobalReads('let offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0) || 0;')).toEqual([
      'process.env',
    ]);
    expect(processGlobalReads('const holder = globalThis as unknown as { aosDomainContext?: X };')).toEqual([
      'globalThis',
    ]);
    expect(processGlobalReads("const key = process['env'].KEY; global.cache = 1; process.exit(1);")).toEqual([
      'process[',
      'global.',
      'process.exit',
    ]);
    // Words in comments and strings are not reads.
    expect(processGlobalReads("// the process.env of the worker\nconst s = 'globalThis';")).toEqual([]);
  });

  it('in any file under src/server/domain', () => {
    const files = domainFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((file) => ({ file: path.relative(DOMAIN, file), reads: processGlobalReads(readFileSync(file, 'utf8')) }))
      .filter((f) => f.reads.length > 0);
    expect(found).toEqual([]);
  });
});
