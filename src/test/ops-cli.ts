import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { compileEntries } from '~/cli/compile-entries.mjs';

const run = promisify(execFile);

/**
 * Runs `npm run -s ops -- <args>` against the given database; resolves with exit code and parsed output. The CLI
 * runs compiled (compile-entries.mjs): under tsx each call spent seconds more starting on a loaded machine.
 */
export async function ops(databaseUrl: string, args: string[]): Promise<{ code: number; json: any; stderr: string }> {
  const entries = await compileEntries();
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(entries, 'ops.mjs'), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });
    return { code: 0, json: JSON.parse(stdout), stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? 1, json: err.stderr ? safeJson(err.stderr) : null, stderr: err.stderr ?? '' };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text.trim().split('\n').pop()!);
  } catch {
    return null;
  }
}
