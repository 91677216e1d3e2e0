import { describe, expect, it } from 'vitest';
import { pipelined } from './pipelined';

/** What postgres.js rejects a statement with after an earlier one failed in the same transaction. */
const aborted = () => Object.assign(new Error('current transaction is aborted'), { code: '25P02', severity: 'ERROR' });

describe('pipelined', () => {
  it('answers every result in the given order', async () => {
    expect(await pipelined([Promise.resolve(1), null, Promise.resolve('b')])).toEqual([1, null, 'b']);
  });

  it('settles every piece of work before it fails, then rethrows the failure a sequential run stops at', async () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' });
    let lastDone = false;
    const last = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      lastDone = true;
      throw aborted();
    })();
    await expect(pipelined([Promise.reject(aborted()), Promise.reject(unique), last])).rejects.toBe(unique);
    expect(lastDone).toBe(true);
  });

  it('rethrows the first failure when every one is the aborted transaction', async () => {
    const first = aborted();
    await expect(pipelined([Promise.resolve(1), Promise.reject(first), Promise.reject(aborted())])).rejects.toBe(first);
  });
});
