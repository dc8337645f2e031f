import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { PAGE_SIZE } from '../../src/server/services/excel/export-members-workbook';
import { memberValues } from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 20 item 4: an export that failed answered 200 with an empty file. Over real HTTP, read
// the way the admin page reads it (fetch, then the body as a blob), a failure must show as a
// failed download: an error answer when it fails before the first byte, a cut connection after.

let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const download = () => fetch(`${base}/api/admin/download-excel`, { headers: { cookie } });

/** Flips the last ciphertext byte of `email`'s account number, as a corrupted value would be. */
async function corruptAccountNumber(email: string) {
  const { db } = t.deps.database;
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.email, email));
  const raw = Buffer.from(member!.bankAccountNumber.slice(3), 'base64');
  raw[raw.length - 1]! ^= 1;
  await db
    .update(teamMembers)
    .set({ bankAccountNumber: `v1:${raw.toString('base64')}` })
    .where(eq(teamMembers.id, member!.id));
  return () =>
    db
      .update(teamMembers)
      .set({ bankAccountNumber: member!.bankAccountNumber })
      .where(eq(teamMembers.id, member!.id));
}

describe('GET /api/admin/download-excel when a value does not open', () => {
  it('answers an error, not a file, when the first page fails', async () => {
    await t.deps.database.db
      .insert(teamMembers)
      .values(memberValues(t.deps.cipher, { email: 'first@example.com' }));
    const restore = await corruptAccountNumber('first@example.com');
    const res = await download();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: 'export_failed',
      message: 'The Excel export failed: a stored record could not be read. Nothing was downloaded.',
    });
    await restore();
    // With the value whole again, the same download is a spreadsheet.
    const ok = await download();
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('cuts the download when a later page fails, so the client never saves a short file', async () => {
    const { db } = t.deps.database;
    await db
      .insert(teamMembers)
      .values(
        Array.from({ length: PAGE_SIZE + 10 }, (_, i) =>
          memberValues(t.deps.cipher, { email: `m${i}@example.com` }),
        ),
      );
    // The highest id is on the last page, after the first bytes have gone out.
    const [last] = await db.select().from(teamMembers).orderBy(desc(teamMembers.id)).limit(1);
    const restore = await corruptAccountNumber(last!.email);
    const res = await download();
    expect(res.status).toBe(200);
    // What the admin page does with the answer (download-excel.ts): the body fails to arrive.
    await expect(res.blob()).rejects.toThrow();
    await restore();
    const ok = await download();
    expect((await ok.blob()).size).toBeGreaterThan(1000);
  });
});
