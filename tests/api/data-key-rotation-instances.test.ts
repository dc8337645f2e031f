import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSettings } from '../../src/server/db/schema/app-settings';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { DataKeySupersededError, type InstanceOnKey } from '../../src/server/services/crypto/key-watch';
import { memberValues } from '../fixtures/factories';
import { scratchDatabase, type ScratchDatabase } from '../fixtures/scratch-database';
import { startDeps, type Started } from '../fixtures/start-deps';

// A key rotation across instances (issue 37 item 1, decision 038): start-up counts the values
// under each key instead of trusting the 'oldest key in use' marker, an instance on an older key
// stops sealing once the database knows a newer one, and the rotation finishes only when no live
// instance (a fresh heartbeat) is on an older key. The registry parts need PostgreSQL.

const k1 = crypto.randomBytes(32);
const k2 = crypto.randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');
const started: Started[] = [];
let db: ScratchDatabase | undefined;

async function start(env: Record<string, string>) {
  const s = await startDeps(db!, env);
  started.push(s);
  return s;
}

async function stop(s: Started) {
  started.splice(started.indexOf(s), 1);
  await s.stop();
}

afterEach(async () => {
  for (const s of started.splice(0)) await s.stop();
  await db?.drop();
  db = undefined;
});

describe('start-up counts the values, not the marker', { timeout: 120_000 }, () => {
  it('refuses the new key alone while a value is still under the old key, though the rotation marked it done', async () => {
    db = await scratchDatabase();
    const first = await start({ DATA_KEY: b64(k1) });
    await first.deps.database.db
      .insert(teamMembers)
      .values(memberValues(first.deps.cipher, { email: 'early@example.com', visaNumber: 'VN-1' }));
    await stop(first);

    const rotating = await start({ DATA_KEY: b64(k2), DATA_KEY_PREVIOUS: b64(k1) });
    expect(await rotating.deps.keyRotation.finished).toMatchObject({ isComplete: true, rotated: true });
    // A value sealed under k1 after the count (an instance that had not heard of k2 yet).
    await rotating.deps.database.db
      .insert(teamMembers)
      .values(memberValues(createCipher(k1, 1), { email: 'late@example.com', visaNumber: 'VN-2' }));
    await stop(rotating);

    await expect(startDeps(db, { DATA_KEY: b64(k2) })).rejects.toThrow(
      'Values under data key version 1 are not yet re-encrypted with the new key: keep the old key in DATA_KEY_PREVIOUS until the log says the key rotation has finished.',
    );
    // With the old key beside it, the next start rotates what was left, and then k2 alone opens everything.
    const again = await start({ DATA_KEY: b64(k2), DATA_KEY_PREVIOUS: b64(k1) });
    expect(await again.deps.keyRotation.finished).toMatchObject({ isComplete: true, rotated: true });
    await stop(again);
    const alone = await start({ DATA_KEY: b64(k2) });
    const [late] = await alone.deps.database.db
      .select({ visa: teamMembers.visaNumber })
      .from(teamMembers)
      .where(eq(teamMembers.email, 'late@example.com'));
    expect(alone.deps.cipher.decrypt(late!.visa)).toBe('VN-2');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('instances on one PostgreSQL', { timeout: 120_000 }, () => {
  it('an instance on the old key stops sealing, and the rotation waits for it but not for a dead one', async () => {
    db = await scratchDatabase();
    const old = await start({ DATA_KEY: b64(k1) });
    await old.deps.database.db
      .insert(teamMembers)
      .values(memberValues(old.deps.cipher, { email: 'hire@example.com', visaNumber: 'VN-3' }));
    // A process that died without leaving the registry: its heartbeat is a minute old.
    await old.deps.database.db.insert(appSettings).values({
      key: 'instance:dead',
      value: JSON.stringify({ version: 1, host: 'gone', pid: 1 }),
      updatedAt: sql`now() - interval '1 minute'`,
    });
    expect(old.deps.cipher.encrypt('x')).toMatch(/^v1:/);

    const rotating = await start({ DATA_KEY: b64(k2), DATA_KEY_PREVIOUS: b64(k1) });
    const waitingFor: InstanceOnKey[][] = [];
    rotating.deps.keyRotation.onWaiting((instances) => waitingFor.push(instances));
    let settled = false;
    void rotating.deps.keyRotation.finished.then(() => (settled = true));

    // The old instance heard of key 2 (its NOTIFY) and refuses to seal with key 1.
    await vi.waitFor(() => expect(old.deps.keyWatch.supersededBy()).toBe(2), { timeout: 5000 });
    expect(() => old.deps.cipher.encrypt('x')).toThrow(DataKeySupersededError);
    expect(() => old.deps.cipher.sealBytes(Buffer.from('pdf'))).toThrow(DataKeySupersededError);
    await expect(old.deps.keyWatch.superseded).resolves.toBe(2);

    // The rotation re-encrypted the value, but waits for the live instance on key 1 (only).
    await vi.waitFor(() => expect(waitingFor).toHaveLength(1), { timeout: 20_000 });
    expect(waitingFor[0]).toEqual([
      { id: old.deps.keyWatch.instanceId, version: 1, host: expect.any(String) as string, pid: process.pid },
    ]);
    const [row] = await old.deps.database.db.select({ visa: teamMembers.visaNumber }).from(teamMembers);
    expect(row!.visa).toMatch(/^v2:/);
    // The old instance cannot open it, and says the server is being updated rather than failing.
    expect(() => old.deps.cipher.decrypt(row!.visa)).toThrow(DataKeySupersededError);
    expect(settled).toBe(false);

    // The old instance shuts down (leaving the registry): the rotation finishes.
    await stop(old);
    expect(await rotating.deps.keyRotation.finished).toMatchObject({ isComplete: true, rotated: true });
  });
});
