import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSharedRead } from './shared-read';

/** A read whose answers the test hands out one by one. */
function manualRead() {
  const pending: { resolve: (value: number) => void; reject: (error: unknown) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { read, pending };
}

describe('a shared read', () => {
  it('asks once however many load it at the same time', async () => {
    const { read, pending } = manualRead();
    const shared = createSharedRead({ read, staleMs: 1_000 });
    const loads = [shared.load(), shared.load(), shared.load()];
    expect(pending).toHaveLength(1);
    pending[0]?.resolve(7);
    expect(await Promise.all(loads)).toEqual([7, 7, 7]);
  });

  it('is fresh until staleMs after its read, and asks again from then on (both sides of the boundary)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 6 }), async (staleMs, offset) => {
        let now = 10 ** 12;
        let reads = 0;
        const shared = createSharedRead({ read: () => Promise.resolve(++reads), staleMs, clock: () => now });
        await shared.load();
        now += staleMs - 1;
        expect(await shared.load()).toBe(1);
        now += 1;
        expect(await shared.load()).toBe(2);
        now += Math.min(offset, staleMs - 1);
        expect(await shared.load()).toBe(2);
      }),
    );
  });

  it('a set wins over a read already on its way (it was asked before the change)', async () => {
    const { read, pending } = manualRead();
    const shared = createSharedRead({ read, staleMs: 1_000 });
    const loading = shared.load();
    shared.set(() => 5);
    pending[0]?.resolve(1);
    expect(await loading).toBe(5);
    expect(shared.state().data).toBe(5);
  });

  it('a refresh asks anew even with a read on its way, and only its answer is kept', async () => {
    const { read, pending } = manualRead();
    const shared = createSharedRead({ read, staleMs: 1_000 });
    void shared.load();
    const refreshed = shared.refresh();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(2);
    pending[0]?.resolve(1);
    expect(await refreshed).toBe(2);
    expect(shared.state().data).toBe(2);
  });

  it('a failed read keeps what was held, records the error, and rejects; the next answer clears it', async () => {
    let now = 0;
    const { read, pending } = manualRead();
    const shared = createSharedRead({ read, staleMs: 10, clock: () => now });
    const first = shared.load();
    pending[0]?.resolve(3);
    await first;
    now = 10;
    const second = shared.load();
    pending[1]?.reject(new Error('offline'));
    await expect(second).rejects.toThrow('offline');
    expect(shared.state().data).toBe(3);
    expect(shared.state().error).toBeInstanceOf(Error);
    const third = shared.load();
    pending[2]?.resolve(4);
    await third;
    expect(shared.state()).toMatchObject({ data: 4, error: null });
  });

  it('tells its listeners of every change, and stops when they leave', async () => {
    const shared = createSharedRead({ read: () => Promise.resolve(1), staleMs: 1_000 });
    let calls = 0;
    const leave = shared.subscribe(() => {
      calls += 1;
    });
    await shared.load();
    shared.set(() => 2);
    leave();
    shared.set(() => 3);
    expect(calls).toBe(2);
  });
});
