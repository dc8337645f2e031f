import { describe, expect, it } from 'vitest';
import { settingsCacheOver } from '../../src/server/services/settings/settings-cache';

// The settings cache is reloaded from several places at once (an owner's PUT, another instance's
// notification, a LISTEN reconnect). On PostgreSQL their reads run on different connections and
// come back in any order: an owner's setup must not be undone by a read that started before it.

/** A reader whose answers the test releases one by one, in the order it chooses. */
function heldReader(first: string) {
  let row = first;
  const held: Array<{ value: string; release: () => void }> = [];
  const read = () => {
    if (held.length === 0 && !started) return Promise.resolve(row);
    const value = row;
    return new Promise<string>((resolve) => held.push({ value, release: () => resolve(value) }));
  };
  let started = false;
  return {
    read,
    hold: () => (started = true),
    write: (next: string) => (row = next),
    release: (i: number) => held[i]!.release(),
  };
}

describe('the settings cache', () => {
  it('keeps the newer read when an older one answers after it', async () => {
    const reader = heldReader('not set up');
    const cache = await settingsCacheOver(reader.read);
    reader.hold();
    const stale = cache.reload(); // a reconnect's reload, read before the owner's setup
    reader.write('set up');
    const fresh = cache.reload(); // the owner's PUT, read after it
    reader.release(1);
    await fresh;
    reader.release(0);
    await stale;
    expect(cache.current()).toBe('set up');
  });

  it('takes each read in turn when they answer in order', async () => {
    const reader = heldReader('a');
    const cache = await settingsCacheOver(reader.read);
    reader.hold();
    const first = cache.reload();
    reader.write('b');
    const second = cache.reload();
    reader.release(0);
    await first;
    expect(cache.current()).toBe('a');
    reader.release(1);
    await second;
    expect(cache.current()).toBe('b');
  });
});
