import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptedSignatures } from '../../src/server/db/schema/adopted-signatures';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import type { AdoptedSignatureAnswer } from '../../src/shared/schemas/adopted-signature';
import { makeInitialPng } from '../fixtures/make-initial';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 43 item 4: the hire draws a signature and initials once and adopts them; only they can
// read or change them, the images are sealed files, and the adoption keeps its own evidence.

let t: TestApp;
let signature: string;
let initials: string;

beforeAll(async () => {
  t = await createTestApp();
  signature = await makeInitialPng({ width: 600, height: 200 });
  initials = await makeInitialPng();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: '/api/me/signature',
    payload,
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Phone/1.0' },
  });

describe('/api/me/signature', () => {
  it('adopts once, answers the same marks back, and keeps the adoption’s evidence', async () => {
    const hire = await employeeCookie(t.app, 'minh.tran@example.com');
    expect((await call('GET', hire)).json<AdoptedSignatureAnswer>()).toEqual({ adopted: null });

    const adopted = await call('PUT', hire, { signature, initials });
    expect(adopted.statusCode, adopted.body).toBe(200);
    const answer = adopted.json<AdoptedSignatureAnswer>().adopted!;
    expect(answer.signature).toBe(signature);
    expect(answer.initials).toBe(initials);
    expect((await call('GET', hire)).json<AdoptedSignatureAnswer>().adopted).toEqual(answer);

    const [row] = await t.deps.database.db
      .select()
      .from(adoptedSignatures)
      .where(eq(adoptedSignatures.email, 'minh.tran@example.com'));
    expect(row).toMatchObject({ adoptedUserAgent: 'Phone/1.0', adoptedIp: '127.0.0.1' });
    expect(row!.adoptedDevice).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.signatureSha256).toMatch(/^[0-9a-f]{64}$/);
    // Sealed at rest: the stored bytes are not the PNG.
    const [file] = await t.deps.database.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.id, row!.signatureFileId));
    const png = Buffer.from(signature.split(',')[1]!, 'base64');
    expect(file!.bytes.includes(png.subarray(0, 64))).toBe(false);
  });

  it('is one hire’s own: another hire and a device with no proven email see none', async () => {
    const owner = await employeeCookie(t.app, 'owner.of.marks@example.com');
    expect((await call('PUT', owner, { signature, initials })).statusCode).toBe(200);
    const other = await employeeCookie(t.app, 'someone.else@example.com');
    expect((await call('GET', other)).json<AdoptedSignatureAnswer>()).toEqual({ adopted: null });
    expect((await call('GET', undefined)).json<AdoptedSignatureAnswer>()).toEqual({ adopted: null });
    const anonymous = await call('PUT', undefined, { signature, initials });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json()).toMatchObject({ error: 'email_not_proven' });
  });

  it('refuses a blank pad with the field’s message, keeping the earlier adoption', async () => {
    const hire = await employeeCookie(t.app, 'blank.pad@example.com');
    await call('PUT', hire, { signature, initials });
    const blank = await makeInitialPng({ strokes: false });
    const refused = await call('PUT', hire, { signature, initials: blank });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty('initials');
    expect((await call('GET', hire)).json<AdoptedSignatureAnswer>().adopted?.initials).toBe(initials);
  });

  it('changes and forgets: a new adoption replaces the images, Delete removes them', async () => {
    const hire = await employeeCookie(t.app, 'changes.mind@example.com');
    await call('PUT', hire, { signature, initials });
    const other = await makeInitialPng({ width: 600, height: 200 });
    const changed = await call('PUT', hire, { signature: other, initials });
    expect(changed.statusCode).toBe(200);
    const files = () =>
      t.deps.database.db
        .select({ kind: storedFiles.kind })
        .from(storedFiles)
        .where(eq(storedFiles.email, 'changes.mind@example.com'));
    expect((await files()).map((f) => f.kind).sort()).toEqual(['adopted-initials', 'adopted-signature']);

    const forgotten = await call('DELETE', hire);
    expect(forgotten.json<AdoptedSignatureAnswer>()).toEqual({ adopted: null });
    expect(await files()).toEqual([]);
    expect((await call('GET', hire)).json<AdoptedSignatureAnswer>()).toEqual({ adopted: null });
  });

  it('goes when the hire clears their data', async () => {
    const hire = await employeeCookie(t.app, 'clears.all@example.com');
    await call('PUT', hire, { signature, initials });
    await t.app.inject({ method: 'POST', url: '/api/me/clear', headers: { cookie: hire } });
    const rows = await t.deps.database.db
      .select()
      .from(adoptedSignatures)
      .where(eq(adoptedSignatures.email, 'clears.all@example.com'));
    expect(rows).toEqual([]);
  });
});
