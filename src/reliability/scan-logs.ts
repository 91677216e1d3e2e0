// The secrets scan of `npm run test:reliability` (run.ts): finds, line by line, API keys and webhook secrets by
// their shape, session cookies by their name, and every registered secret (passwords, session tokens, the
// SQL-parameter markers the scenarios sent, the test cluster's password) by value, raw or URL-encoded.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, SECRETS_FILE, type RegisteredSecret } from './secrets-registry';

export type Finding = { file: string; line: number; kind: string; hint: string };

/** Shapes that are secrets wherever they appear (a redacted form such as `svc_live_abcdefgh.[redacted]` is not). */
const SHAPES: [string, RegExp][] = [
  ['api_key', /\bsvc_(?:live|test)_[a-z0-9]{8}\.[0-9A-Za-z]{16,}/],
  ['webhook_secret', /\bwhsec_[0-9A-Za-z]{16,}/],
  ['session_cookie', /session_token=(?!\[redacted\])[A-Za-z0-9._%-]{16,}/],
  // Mailed links: address confirmation and password reset carry their token; neither belongs in a log.
  ['confirmation_link', /\/konfirmasi\?(?:[^\s"]*&)?token=[A-Za-z0-9_-]{16,}/],
  ['reset_link', /\/reset-password\/[A-Za-z0-9_-]{16,}/],
];

/** The first characters of a secret, enough to tell findings apart without printing the secret. */
const hintOf = (value: string) => `${value.slice(0, 4)}… (${value.length} chars)`;

export function readRegisteredSecrets(file = SECRETS_FILE): RegisteredSecret[] {
  if (!existsSync(file)) return [];
  const seen = new Set<string>();
  const out: RegisteredSecret[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const secret = JSON.parse(line) as RegisteredSecret;
    if (secret.value.length < MIN_SECRET_LENGTH || seen.has(secret.value)) continue;
    seen.add(secret.value);
    out.push(secret);
  }
  return out;
}

/** Findings in one text; `lines` is how many lines were scanned. */
export function scanText(
  text: string,
  file: string,
  secrets: RegisteredSecret[],
): { lines: number; findings: Finding[] } {
  const needles = secrets.flatMap((s) => {
    const encoded = encodeURIComponent(s.value);
    const escaped = JSON.stringify(s.value).slice(1, -1);
    return [...new Set([s.value, encoded, escaped])].map((n) => ({ needle: n, kind: s.kind, value: s.value }));
  });
  const findings: Finding[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const [kind, pattern] of SHAPES) {
      const m = pattern.exec(line);
      if (m) findings.push({ file, line: i + 1, kind, hint: hintOf(m[0]) });
    }
    for (const { needle, kind, value } of needles) {
      if (line.includes(needle)) findings.push({ file, line: i + 1, kind, hint: hintOf(value) });
    }
  });
  // One finding per line and kind: a line with a key and its URL-encoded twin is one leak.
  const unique = new Map(findings.map((f) => [`${f.file}:${f.line}:${f.kind}`, f]));
  return { lines: lines.length, findings: [...unique.values()] };
}

/** Log files under `dir` (to `depth` levels) changed since `since` (ms), matched by name. */
export function logFilesSince(dir: string, since: number, match: (name: string) => boolean, depth = 4): string[] {
  const out: string[] = [];
  const walk = (current: string, level: number) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory() && level < depth && entry.name !== 'node_modules' && !entry.name.startsWith('.next'))
        walk(full, level + 1);
      else if (entry.isFile() && match(entry.name)) {
        try {
          if (statSync(full).mtimeMs >= since) out.push(full);
        } catch {
          // gone meanwhile
        }
      }
    }
  };
  walk(dir, 0);
  return out;
}
