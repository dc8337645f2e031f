import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { queryRows } from '../../src/server/db/query-rows';
import { sql } from 'drizzle-orm';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { createTestApp, employeeCookie, proveEmailCode, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await makeHeadshotJpeg();
});
afterAll(() => t.close());

const photo = () => ({ name: 'profile.jpg', type: 'image/jpeg', data: jpeg });

async function create(
  email: string,
  fields = memberFields(email),
  file: Parameters<typeof multipart>[1] | null = photo(),
) {
  const cookie = await employeeCookie(t.app, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/team-members',
    ...withCookie(multipart(fields, file ?? undefined), cookie),
  });
  return { cookie, res };
}

const withCookie = (m: ReturnType<typeof multipart>, cookie: string) => ({
  payload: m.payload,
  headers: { ...m.headers, cookie },
});

const countRows = async () => ({
  members: (await t.deps.database.db.select().from(teamMembers)).length,
  files: (await t.deps.database.db.select({ id: storedFiles.id }).from(storedFiles)).length,
});

describe('team members', () => {
  it('creates a member with a re-encoded 400x400 photo without EXIF, and completes Personal Information', async () => {
    const { cookie, res } = await create('sam@example.com');
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      email: 'sam@example.com',
      tagVisaCitizen: true,
      bankBSB: '062-000',
      visaNumber: 'VZ7788123',
    });

    const img = await t.app.inject({ url: member.profilePhotoPath, headers: { cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);

    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks[0]).toMatchObject({ id: 'personal-information', isCompleted: true });
    expect(status.draftSteps).toEqual([]);
  });

  it('keeps bank BSB, account number and visa number unreadable in a database dump', async () => {
    await create(
      'dump@example.com',
      memberFields('dump@example.com', { bankAccountNumber: '99887766', visaNumber: 'VISA4455667' }),
    );
    const rows = await queryRows<Record<string, unknown>>(
      t.deps.database.db,
      sql`select * from team_members`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('99887766');
    expect(dump).not.toContain('VISA4455667');
    expect(dump).not.toContain('062-000');
    expect(dump).toContain('Hammer St');
  });

  it('refuses a 6 MB file and a text file named .jpg, writing nothing', async () => {
    const before = await countRows();
    const big = await create('big@example.com', undefined, {
      name: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.res.statusCode).toBe(413);
    expect(big.res.json().message).toMatch(/File too large/);
    const fake = await create('fake@example.com', undefined, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not an image at all'),
    });
    expect(fake.res.statusCode).toBe(400);
    expect(fake.res.json().message).toMatch(/Invalid file type/);
    expect(await countRows()).toEqual(before);
  });

  it('answers a malformed multipart request with 400 and writes nothing', async () => {
    const before = await countRows();
    const cookie = await employeeCookie(t.app, 'broken@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nSam'),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', cookie },
    });
    expect(res.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      payload: { fullName: 'x' },
      headers: { cookie },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('answers a bad payload with 400 naming the fields, and writes nothing', async () => {
    const before = await countRows();
    const { res } = await create(
      'bad@example.com',
      memberFields('bad@example.com', { bankBSB: '', addrsPostcode: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      bankBSB: 'BSB number is required',
      addrsPostcode: 'Postcode is required',
    });
    expect(await countRows()).toEqual(before);
  });

  it('stores an emergency landline and a number abroad in E.164, and refuses junk (issue 23)', async () => {
    const email = 'crew@example.com';
    const fields = memberFields(email, {
      emergencyContactMobile1: '02 9726 1234',
      emergencyContactName2: 'Nguyen Thi Lan',
      emergencyContactMobile2: '+84 912 345 678',
      emergencyContactRelationship2: 'Parent',
    });
    const bad = await create(email, { ...fields, emergencyContactMobile2: '+84 12' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().fields).toEqual({ emergencyContactMobile2: 'Please enter a valid phone number' });
    const { res } = await create(email, fields);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      emergencyContactMobile1: '+61297261234',
      emergencyContactMobile2: '+84912345678',
    });
    const [row] = await t.deps.database.db
      .select({ one: teamMembers.emergencyContactMobile1, two: teamMembers.emergencyContactMobile2 })
      .from(teamMembers)
      .where(sql`${teamMembers.email} = ${email}`);
    expect(row).toEqual({ one: '+61297261234', two: '+84912345678' });
  });

  it('requires a photo, with the long message', async () => {
    const { res } = await create('nophoto@example.com', undefined, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Profile photo is required. Please ensure you have uploaded a photo and try again. If the problem persists, try taking a new photo or using a different browser.',
    );
  });

  it('lets only the owner read a member: another session gets 403', async () => {
    const { cookie } = await create('owner2@example.com');
    const own = await t.app.inject({
      url: '/api/team-members/by-email/owner2@example.com',
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    const other = await employeeCookie(t.app, 'nosy@example.com');
    const res = await t.app.inject({
      url: '/api/team-members/by-email/owner2@example.com',
      headers: { cookie: other },
    });
    expect(res.statusCode).toBe(403);
    const photoRes = await t.app.inject({ url: own.json().profilePhotoPath, headers: { cookie: other } });
    expect(photoRes.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${own.json().id}`,
      ...withCookie(multipart(memberFields('owner2@example.com')), other),
    });
    expect(put.statusCode).toBe(403);
  });

  it('updates in edit mode without a new photo, keeping the stored one, and reads tags leniently', async () => {
    const { cookie, res } = await create('editor@example.com');
    const id = res.json().id;
    const edited = memberFields('editor@example.com', {
      mobile: '0400 111 222',
      tagAboriginal: 'true',
      tagAustralianCitizen: 'true',
      tagVisaCitizen: '0',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${id}`,
      ...withCookie(multipart({ ...edited, profilePhotoPath: res.json().profilePhotoPath }), cookie),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      mobile: '0400111222',
      tagAboriginal: true,
      tagAustralianCitizen: true,
      tagVisaCitizen: false,
      profilePhotoPath: res.json().profilePhotoPath,
    });
    const noPath = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${id}`,
      ...withCookie(multipart(edited), cookie),
    });
    expect(noPath.statusCode).toBe(200);
    expect(noPath.json().profilePhotoPath).toBe(res.json().profilePhotoPath);
  });

  it('stores a draft photo that survives into the member when no file is re-sent', async () => {
    const cookie = await employeeCookie(t.app, 'drafter@example.com');
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/me/photo',
      ...withCookie(multipart({}, photo()), cookie),
    });
    expect(up.statusCode).toBe(200);
    const again = (await t.app.inject({ url: '/api/me/photo', headers: { cookie } })).json();
    expect(again.url).toBe(up.json().url);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      ...withCookie(
        multipart({ ...memberFields('drafter@example.com'), profilePhotoPath: up.json().url }),
        cookie,
      ),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().profilePhotoPath).toBe(up.json().url);
  });

  it('marks an edit in progress: the task is incomplete until saved again', async () => {
    const { cookie } = await create('marker@example.com');
    await t.app.inject({ method: 'POST', url: '/api/me/editing/personal-information', headers: { cookie } });
    let status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.editing).toEqual(['personal-information']);
    expect(status.tasks[0].isCompleted).toBe(false);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/me/editing/personal-information',
      headers: { cookie },
    });
    status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks[0].isCompleted).toBe(true);
  });
});

describe('changing the email in edit mode', () => {
  it('moves the application when both the current and the new email are proven with codes, never before', async () => {
    const { cookie, res } = await create('old-address@example.com');
    const id = res.json().id;
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: {
        fullName: 'Sam Carpenter',
        email: 'new-address@example.com',
        mobile: '0412 345 678',
        gender: 'Male',
        dateOfBirth: '1990-05-17',
      },
      headers: { cookie },
    });
    expect(draft.json()).toMatchObject({ saved: true, proven: false });
    // Without the code, nothing can be stored under the new email.
    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${id}`,
      ...withCookie(multipart(memberFields('new-address@example.com')), cookie),
    });
    expect(early.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json().email).toBe(
      'old-address@example.com',
    );

    // The current address's fresh code first (its step-up window), then the new address's.
    const stepped = await proveEmailCode(t.app, 'old-address@example.com', cookie);
    const proven = await proveEmailCode(t.app, 'new-address@example.com', stepped);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${id}`,
      ...withCookie(multipart(memberFields('new-address@example.com')), proven),
    });
    expect(put.statusCode).toBe(200);
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie: proven } })).json();
    expect(status.email).toBe('new-address@example.com');
    expect(status.tasks[0].isCompleted).toBe(true);
    expect(
      (
        await t.app.inject({
          url: '/api/team-members/by-email/new-address@example.com',
          headers: { cookie: proven },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('abuse of the member routes', () => {
  it("a session that has a member cannot create another member under someone else's email", async () => {
    const { cookie } = await create('planter@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      ...withCookie(multipart(memberFields('victim@example.com'), photo()), cookie),
    });
    expect(res.statusCode).toBe(403);
    const victims = await t.deps.database.db.select().from(teamMembers);
    expect(victims.some((m) => m.email === 'victim@example.com')).toBe(false);
  });

  it('an email change cannot take over the drafts of the person who holds that email', async () => {
    // The owner's session is gone (expired, or they moved device): only their drafts hold the email.
    const other = await employeeCookie(t.app, 'orphan-owner2@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      payload: { taxFileNumber: '123456782' },
      headers: { cookie: other },
    });
    await t.deps.database.db.execute(sql`delete from sessions where email = 'orphan-owner2@example.com'`);

    const { cookie, res } = await create('mover@example.com');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${res.json().id}`,
      ...withCookie(multipart(memberFields('orphan-owner2@example.com')), cookie),
    });
    expect(put.statusCode).toBe(403);
    const drafts = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json();
    expect(drafts.drafts['tax-declaration']).toBeUndefined();
  });

  it('answers two identical creates sent at once with one 201 and one 409, never a 500', async () => {
    const cookie = await employeeCookie(t.app, 'twice@example.com');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/team-members',
        ...withCookie(multipart(memberFields('twice@example.com'), photo()), cookie),
      });
    const codes = (await Promise.all([send(), send(), send()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
  });

  it('answers a malformed photo path with 400, not 500', async () => {
    const { res } = await create(
      'dashes@example.com',
      memberFields('dashes@example.com', { profilePhotoPath: `/api/files/${'-'.repeat(36)}` }),
      null,
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses a multipart form far larger than a photo and an initial', async () => {
    const cookie = await employeeCookie(t.app, 'huge@example.com');
    const big: Record<string, string> = memberFields('huge@example.com');
    for (let i = 0; i < 15; i++) big[`pad${i}`] = 'x'.repeat(600 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      ...withCookie(multipart(big, photo()), cookie),
    });
    expect(res.statusCode).toBe(413);
  });
});
