// The receiver's helper as a receiver installs it: its own tests, the files it ships, no dependencies, and a
// strict TypeScript consumer in a fresh folder that installs nothing but this package.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve('packages', 'verify-webhook');
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('@agent-order-service/verify-webhook', () => {
  it('passes its own tests with plain node, and ships four files and no dependencies', () => {
    expect(run(process.execPath, ['--test', 'test/'], packageDir)).toMatch(/# fail 0/);
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.dependencies).toBeUndefined();
    const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--silent'], packageDir));
    expect(packed.files.map((f: { path: string }) => f.path).sort()).toEqual([
      'README.md',
      'index.d.ts',
      'index.mjs',
      'package.json',
    ]);
  });

  it('installs alone into an empty project and type-checks under --strict (no TS7016), then verifies a signature', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aos-receiver-'));
    try {
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'receiver', private: true, type: 'module' }),
      );
      run('npm', ['install', '--no-audit', '--no-fund', '--silent', packageDir], dir);
      const installed = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
      expect(Object.keys(JSON.parse(installed).packages).filter((p) => p.startsWith('node_modules/'))).toEqual([
        'node_modules/@agent-order-service/verify-webhook',
      ]);
      writeFileSync(
        path.join(dir, 'receiver.ts'),
        [
          "import { computeSignature, verifyWebhook } from '@agent-order-service/verify-webhook';",
          'const body: string = \'{"id":"evt_1"}\';',
          'const t: number = Math.floor(Date.now() / 1000);',
          "const header: string | string[] | undefined = `t=${t},v1=${computeSignature(body, t, 'whsec_x')}`;",
          "const ok: boolean = verifyWebhook(Buffer.from(body), header, 'whsec_x', { toleranceSeconds: 300 });",
          'if (!ok) process.exit(1);',
          '',
        ].join('\n'),
      );
      const tsc = path.resolve('node_modules', 'typescript', 'bin', 'tsc');
      run(
        process.execPath,
        [
          tsc,
          '--strict',
          '--noEmit',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--types',
          'node',
          '--typeRoots',
          path.resolve('node_modules', '@types'),
          'receiver.ts',
        ],
        dir,
      );
      run(
        process.execPath,
        [
          tsc,
          '--strict',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--types',
          'node',
          '--typeRoots',
          path.resolve('node_modules', '@types'),
          '--outDir',
          'out',
          'receiver.ts',
        ],
        dir,
      );
      writeFileSync(path.join(dir, 'out', 'package.json'), JSON.stringify({ type: 'module' }));
      run(process.execPath, [path.join('out', 'receiver.js')], dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
