import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { notificationRecipients } from '../../src/server/db/schema/notification-recipients';
import { adminCookie, createTestApp, TEST_OWNER_ACTOR, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const URL = '/api/admin/notifications';
const add = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, payload, headers: { cookie } });
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, payload, headers: { cookie } });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: { cookie } });
const list = async () => (await t.app.inject({ url: URL, headers: { cookie } })).json();

describe('notification recipients', () => {
  it('answers 401 without an admin session', async () => {
    expect((await t.app.inject(URL)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'X', email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(401);
    expect((await list()).recipients).toEqual([]);
  });

  it('adds a recipient, active by default, with the email lower-cased', async () => {
    const res = await add({ name: ' HR Team ', email: ' HR@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'HR Team',
      email: 'hr@example.com',
      active: true,
      receivesHealthInformation: false,
      createdAt: expect.any(String),
    });
  });

  it('names the invalid fields with the spec messages', async () => {
    const res = await add({ name: '  ', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      message: 'Name is required',
      fields: { name: 'Name is required', email: 'Please enter a valid email address' },
    });
    expect((await add({ name: 'Payroll' })).json().fields).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const res = await add({ name: 'HR again', email: 'Hr@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'duplicate_email',
      message: 'A recipient with this email already exists',
    });
    expect((await list()).recipients).toHaveLength(1);
  });

  it('updates name, email and active, and counts active and inactive', async () => {
    const payroll = (await add({ name: 'Payroll', email: 'payroll@example.com', active: false })).json();
    expect(payroll.active).toBe(false);
    expect((await list()).counts).toEqual({ total: 2, active: 1, inactive: 1, receiving: 1 });

    const renamed = await update(payroll.id, {
      id: payroll.id,
      name: 'Payroll Team',
      email: 'PAY@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Payroll Team', email: 'pay@example.com', active: false });

    const activated = await update(payroll.id, { active: true });
    expect(activated.json()).toMatchObject({ name: 'Payroll Team', active: true });
    const body = await list();
    expect(body.counts).toEqual({ total: 2, active: 2, inactive: 0, receiving: 2 });
    expect(body.recipients.map((r: { name: string }) => r.name)).toEqual(['HR Team', 'Payroll Team']);
  });

  it('refuses to change an email to one another recipient has', async () => {
    const { recipients } = await list();
    const payroll = recipients.find((r: { name: string }) => r.name === 'Payroll Team');
    const res = await update(payroll.id, { email: 'hr@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'duplicate_email' });
    const [row] = await t.deps.database.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.id, payroll.id));
    expect(row!.email).toBe('pay@example.com');
    expect((await update(payroll.id, { name: '' })).json().message).toBe('Name is required');
  });

  it('deletes a recipient; an unknown one answers 404', async () => {
    const temp = (await add({ name: 'Temp', email: 'temp@example.com' })).json();
    const res = await remove(temp.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, id: temp.id });
    expect((await list()).recipients.map((r: { id: string }) => r.id)).not.toContain(temp.id);
    expect((await remove(temp.id)).statusCode).toBe(404);
    expect((await update(temp.id, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('audits each change by recipient id, without names or emails', async () => {
    const rows = await t.deps.database.db.select().from(auditLog);
    const actions = rows.filter((r) => r.action.startsWith('recipient.')).map((r) => r.action);
    expect(actions).toEqual([
      'recipient.add',
      'recipient.add',
      'recipient.update',
      'recipient.activate',
      'recipient.add',
      'recipient.delete',
    ]);
    // The rows name the staff member acting (the owner), never a recipient's name or address.
    const text = JSON.stringify(rows).replaceAll(TEST_OWNER_ACTOR, '');
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('Payroll');
  });
});
