import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, inspectJson } from './json-guard';

describe('exceedsJsonDepth', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('allows 32 levels and refuses 33, for arrays and objects', () => {
    expect(exceedsJsonDepth(nested(32))).toBe(false);
    expect(exceedsJsonDepth(nested(33))).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`)).toBe(false);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).toBe(true);
  });

  it('counts siblings once, not cumulatively', () => {
    expect(exceedsJsonDepth(`[${Array.from({ length: 100 }, () => nested(31)).join(',')}]`)).toBe(false);
  });

  it('ignores brackets in strings, including after escaped quotes and backslashes', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(100) }))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: `\\"${'{'.repeat(100)}` }))).toBe(false);
    // A string ending in a backslash must not swallow its closing quote: the brackets after it count.
    expect(exceedsJsonDepth(`{"a":"\\\\","b":${nested(31)}}`)).toBe(false);
    expect(exceedsJsonDepth(`{"a":"\\\\","b":${nested(32)}}`)).toBe(true);
  });

  it('scans a million levels without recursion', () => {
    expect(exceedsJsonDepth(nested(1_000_000))).toBe(true);
  });
});

describe('inspectJson', () => {
  it('names the first NUL in a value or a key, with its path', () => {
    expect(inspectJson('{"intake":{"nama":"a\\u0000b"}}')).toEqual({ kind: 'nul', field: 'intake.nama' });
    expect(inspectJson('{"list":["ok",{"x":"\\u0000"}]}')).toEqual({ kind: 'nul', field: 'list.1.x' });
    expect(inspectJson('{"intake":{"a\\u0000":"b"}}')).toEqual({ kind: 'nul', field: 'intake.a\\u0000' });
    expect(inspectJson('"\\u0000"')).toEqual({ kind: 'nul', field: '' });
  });

  it('refuses __proto__, constructor and prototype keys at any depth', () => {
    expect(inspectJson('{"intake":{"__proto__":{"x":"y"}}}')).toEqual({
      kind: 'forbidden_key',
      field: 'intake.__proto__',
    });
    expect(inspectJson('{"constructor":{"prototype":1}}')).toEqual({ kind: 'forbidden_key', field: 'constructor' });
    expect(inspectJson('[{"a":[{"prototype":1}]}]')).toEqual({ kind: 'forbidden_key', field: '0.a.0.prototype' });
  });

  it('reports depth before parsing, then syntax, then shape', () => {
    expect(inspectJson(`${'['.repeat(33)}"\\u0000"${']'.repeat(33)}`)).toEqual({ kind: 'too_deep' });
    expect(inspectJson('{"a":')).toEqual({ kind: 'not_json' });
    expect(inspectJson('["\\u0000"]', { requireObject: true })).toEqual({ kind: 'not_object' });
    expect(inspectJson('{"a":["b",{"c":null}]}', { requireObject: true })).toEqual({
      kind: 'ok',
      value: { a: ['b', { c: null }] },
    });
  });
});
