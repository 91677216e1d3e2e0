import { describe, expect, it } from 'vitest';
import { receiverSlots } from './receiver-slots';

const url = 'http://127.0.0.1:4000/hook';

describe('receiver slots: attempts waiting for one', () => {
  it('a slot given back goes to the oldest waiting attempt, first come first served', async () => {
    const slots = receiverSlots(1, 2, 5_000);
    const first = slots.take(url)!;
    const order: string[] = [];
    const a = slots.acquire(url).then((release) => (order.push('a'), release));
    const b = slots.acquire(url).then((release) => (order.push('b'), release));
    // The slot passes on: nothing put off is named, and the receiver's slot stays taken.
    slots.putOff(url, { eventId: 'evt_late', attempt: 1 });
    // Put off again (its put-off ran and found the slots taken again): named once, where it first stood.
    slots.putOff(url, { eventId: 'evt_later', attempt: 1 });
    slots.putOff(url, { eventId: 'evt_late', attempt: 1 });
    expect(first()).toBeNull();
    const releaseA = (await a)!;
    expect(slots.take(url)).toBeNull();
    expect(releaseA()).toBeNull();
    const releaseB = (await b)!;
    expect(order).toEqual(['a', 'b']);
    // With nobody waiting, the slot is free again and names the attempt put off.
    expect(releaseB()).toEqual({ eventId: 'evt_late', attempt: 1 });
    const again = slots.take(url)!;
    expect(again()).toEqual({ eventId: 'evt_later', attempt: 1 });
    expect(slots.take(url)!()).toBeNull();
  });

  it('no more attempts wait than allowed, and none waits longer than the bound', async () => {
    const slots = receiverSlots(1, 1, 50);
    slots.take(url);
    const waiting = slots.acquire(url);
    expect(await slots.acquire(url)).toBeNull();
    const started = Date.now();
    expect(await waiting).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    // Other receivers are not held up by this one's.
    expect(await slots.acquire('http://127.0.0.1:4001/hook')).not.toBeNull();
  });
});
