import { hasLoneSurrogate } from '~/shared/lone-surrogate';

/** decisions.md, Round 2: deeper JSON is refused before anything recursive (parsers, canonicalization) sees it. */
const MAX_JSON_DEPTH = 32;

/**
 * Keys that mean something to JavaScript objects. JSON.parse keeps `__proto__` as an own property, but
 * any later spread or `obj[key] = ...` copy turns it into a prototype change or drops it silently.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type JsonInspection =
  | { kind: 'ok'; value: unknown }
  | { kind: 'not_json' }
  | { kind: 'not_object' }
  | { kind: 'too_deep' }
  /** A string holding U+0000 (Postgres cannot store it) or a forbidden key; `field` names where. */
  | { kind: 'nul' | 'lone_surrogate' | 'forbidden_key'; field: string };

/**
 * Bracket depth of the JSON text, counted without recursion and without parsing, so that a hostile body
 * costs one linear pass. Brackets inside strings do not count.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

// Long keys would otherwise make the error message as large as the body.
const segment = (key: string | number) => {
  const shown = typeof key === 'number' ? String(key) : JSON.stringify(key).slice(1, -1);
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
};
type Node = { value: unknown; key: string | number | null; parent: Node | null };

function fieldName(node: Node, lastKey?: string): string {
  const path: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.unshift(n.key);
  return path.map(segment).join('.');
}

export function badText(text: string): 'nul' | 'lone_surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return hasLoneSurrogate(text) ? 'lone_surrogate' : null;
}

/**
 * The first NUL, lone surrogate or forbidden key, walked with an explicit stack. Nodes point at their parent, so a path is
 * only built for the one problem reported.
 */
function findJsonProblem(value: unknown): { kind: 'nul' | 'lone_surrogate' | 'forbidden_key'; field: string } | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      const bad = badText(current);
      if (bad) return { kind: bad, field: fieldName(node) };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: node });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (const key of keys) {
        if (FORBIDDEN_KEYS.has(key)) return { kind: 'forbidden_key', field: fieldName(node, key) };
        const bad = badText(key);
        if (bad) return { kind: bad, field: fieldName(node, key) };
      }
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: (current as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: node });
    }
  }
  return null;
}

/**
 * Depth first (cheap, and before JSON.parse), then parse, then the shape, then the value walk: the order
 * of the spec's statuses (400 for an unusable body before 422 for a bad field).
 */
export function inspectJson(text: string, options: { requireObject?: boolean } = {}): JsonInspection {
  if (exceedsJsonDepth(text)) return { kind: 'too_deep' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'not_json' };
  }
  if (options.requireObject && (typeof value !== 'object' || value === null || Array.isArray(value)))
    return { kind: 'not_object' };
  return findJsonProblem(value) ?? { kind: 'ok', value };
}

/** Status and message for a refused body; every surface uses the same words. */
export function jsonProblemAnswer(problem: Exclude<JsonInspection, { kind: 'ok' }>): {
  status: 400 | 422;
  message: string;
} {
  switch (problem.kind) {
    case 'not_json':
      return { status: 400, message: 'Body bukan JSON yang valid.' };
    case 'not_object':
      return { status: 400, message: 'Body harus berupa objek JSON.' };
    case 'too_deep':
      return { status: 400, message: `Body JSON bersarang lebih dari ${MAX_JSON_DEPTH} tingkat.` };
    case 'nul':
      return { status: 422, message: `${problem.field || 'body'}: tidak boleh berisi karakter NUL (U+0000).` };
    case 'lone_surrogate':
      return {
        status: 422,
        message: `${problem.field || 'body'}: bukan teks Unicode yang valid (surrogate UTF-16 tanpa pasangan).`,
      };
    case 'forbidden_key':
      return { status: 422, message: `${problem.field}: kunci tidak dikenal.` };
  }
}
