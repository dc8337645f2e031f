import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, watchReachability } from '../../src/server/db/postgres-reachability';

// Issue 37 item 9: a query that waits makes the watch ask whether PostgreSQL still answers; no
// answer cuts the waiting queries and fails new ones at once, until a probe succeeds.

let watch: ReturnType<typeof watchReachability> | undefined;
afterEach(() => watch?.close());

describe('watchReachability', () => {
  it('cuts a waiting query when the probe gets no answer, fails fast, and recovers', async () => {
    let answers = false;
    let probes = 0;
    const changes: boolean[] = [];
    watch = watchReachability({
      probe: async () => {
        probes++;
        if (!answers) throw new Error('timeout expired');
      },
      stallMs: 40,
      retryMs: 30,
      onChange: (isReachable) => changes.push(isReachable),
    });
    let cut = false;
    watch.started(() => (cut = true));
    await expect.poll(() => cut, { timeout: 2000, interval: 10 }).toBe(true);
    expect(watch.downError()).toBeInstanceOf(DatabaseUnreachableError);
    expect(watch.downError()!.message).toBe('Database unreachable: timeout expired');
    answers = true;
    await expect.poll(() => watch!.downError(), { timeout: 2000, interval: 10 }).toBeNull();
    expect(changes).toEqual([false, true]);
    expect(probes).toBeGreaterThanOrEqual(2);
  });

  it('leaves a slow query alone while the database answers the probe', async () => {
    let probes = 0;
    watch = watchReachability({ probe: async () => void probes++, stallMs: 20, retryMs: 20 });
    let cut = false;
    const settled = watch.started(() => (cut = true));
    await expect.poll(() => probes, { timeout: 2000, interval: 10 }).toBeGreaterThanOrEqual(2);
    expect(cut).toBe(false);
    expect(watch.downError()).toBeNull();
    settled();
  });
});
