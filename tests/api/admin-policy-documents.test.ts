import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { policyDocuments } from '../../src/server/db/schema/policy-documents';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const newPolicy = (overrides: Record<string, unknown> = {}) => ({
  title: 'Site Safety',
  content: '<h2>Hard hats</h2><p>Wear one on site.</p>',
  documentType: 'safety-policy',
  version: '1.0',
  ...overrides,
});

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/policy-documents', payload, headers: { cookie } });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/policy-documents/${id}`, payload, headers: { cookie } });
const active = (type: string) => t.app.inject(`/api/policy-documents/active/${type}`);

describe('policy documents', () => {
  it('answers 401 to the admin routes without an admin session', async () => {
    expect((await t.app.inject('/api/policy-documents')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/policy-documents', payload: newPolicy() })).statusCode,
    ).toBe(401);
    const [doc] = await t.deps.database.db.select().from(policyDocuments).limit(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/policy-documents/${doc!.id}`,
      payload: { title: 'Hijacked' },
    });
    expect(res.statusCode).toBe(401);
    const [after] = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.id, doc!.id));
    expect(after!.title).toBe(doc!.title);
  });

  it('lists the seeded documents with their questions', async () => {
    const res = await t.app.inject({ url: '/api/policy-documents', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { documents } = res.json();
    const medical = documents.find((d: { documentType: string }) => d.documentType === 'medical-declaration');
    expect(medical).toMatchObject({ isActive: true, version: expect.any(String) });
    expect(medical.questions).toHaveLength(3);
  });

  it('creates a document, keeping given question ids and generating the missing ones', async () => {
    const res = await create(
      newPolicy({
        questions: [
          { id: 'keep-me', question: 'Do you own boots?', required: true },
          { question: 'Any questions?', required: false },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ title: 'Site Safety', documentType: 'safety-policy', isActive: true });
    expect(doc.questions[0]).toEqual({ id: 'keep-me', question: 'Do you own boots?', required: true });
    expect(doc.questions[1].id).toMatch(/^q-\d+-1$/);
    const listed = (await t.app.inject({ url: '/api/policy-documents', headers: { cookie } })).json();
    expect(listed.documents.map((d: { id: string }) => d.id)).toContain(doc.id);
  });

  it('stores sanitized HTML: no script, event handler or javascript: link, headings kept', async () => {
    const res = await create(
      newPolicy({
        content:
          '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><h2>Keep</h2>' +
          '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">Text</p>' +
          '<a href="https://example.com/policy">Read more</a>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.id, res.json().id));
    const html = stored!.content;
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:|<iframe|style=|onclick|<img/i);
    expect(html).toContain('<h2>Keep</h2>');
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('<a href="https://example.com/policy" rel="noopener noreferrer">Read more</a>');
  });

  it('keeps what the rich-text editor writes (TipTap HTML) and drops a script added to it', async () => {
    const fromEditor =
      '<h2>Hard hats</h2><p>Wear <strong>one</strong> on <em>site</em>, see ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/ppe">PPE</a>.</p>' +
      '<ul><li><p>Boots</p></li></ul><ol><li><p>Sign in</p></li></ol>' +
      '<h3>Visitors</h3><p><u>Escorted</u><br>always</p><script>alert(1)</script>';
    const res = await create(newPolicy({ content: fromEditor }));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(
      '<h2>Hard hats</h2><p>Wear <strong>one</strong> on <em>site</em>, see ' +
        '<a rel="noopener noreferrer" href="https://example.com/ppe">PPE</a>.</p>' +
        '<ul><li><p>Boots</p></li></ul><ol><li><p>Sign in</p></li></ol>' +
        '<h3>Visitors</h3><p><u>Escorted</u><br />always</p>',
    );
  });

  it('refuses a document with missing fields, naming each field', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      message: 'Please fill in all required fields',
      fields: {
        title: 'Title is required',
        content: 'Content is required',
        version: 'Version is required',
        documentType: 'Document type is required',
      },
    });
  });

  it('refuses a blank question', async () => {
    const res = await create(newPolicy({ questions: [{ question: '   ', required: true }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please fill in all question text or remove empty questions',
      fields: { 'questions.0.question': 'Please fill in all question text or remove empty questions' },
    });
  });

  it('refuses content that is empty once sanitized', async () => {
    const res = await create(newPolicy({ content: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Content is required',
      fields: { content: 'Content is required' },
    });
  });

  it('updates title, content, version and questions, but never the document type', async () => {
    const doc = (await create(newPolicy({ documentType: 'it-policy' }))).json();
    const changed = await patch(doc.id, {
      id: doc.id,
      title: 'IT Policy v2',
      version: '2.0',
      content: '<p>New <b>text</b><script>x</script></p>',
      questions: [{ question: 'Will you lock your screen?', required: true }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'IT Policy v2',
      version: '2.0',
      content: '<p>New <b>text</b></p>',
      documentType: 'it-policy',
    });
    expect(changed.json().questions[0].id).toMatch(/^q-\d+-0$/);

    const sameType = await patch(doc.id, { documentType: 'it-policy', title: 'IT Policy v3' });
    expect(sameType.statusCode).toBe(200);

    const typeChange = await patch(doc.id, { documentType: 'other', title: 'Sneaky' });
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json()).toMatchObject({
      error: 'bad_request',
      message: 'Document type cannot be changed',
    });
    const [stored] = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.id, doc.id));
    expect(stored).toMatchObject({ documentType: 'it-policy', title: 'IT Policy v3' });
  });

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    expect((await patch('6f1c2b8e-8d0a-4d6e-9a53-2f1e0b7c4d21', { title: 'x' })).statusCode).toBe(404);
    expect((await patch('not-an-id', { title: 'x' })).statusCode).toBe(400);
  });

  it('activating a document deactivates the other active documents of its type', async () => {
    const seeded = (await active('workplace-behaviour')).json();
    const draft = (
      await create(newPolicy({ documentType: 'workplace-behaviour', title: 'Behaviour v2', isActive: false }))
    ).json();
    expect(draft.isActive).toBe(false);
    expect((await active('workplace-behaviour')).json().id).toBe(seeded.id);

    const activated = await patch(draft.id, { isActive: true });
    expect(activated.statusCode).toBe(200);
    const rows = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.documentType, 'workplace-behaviour'));
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([draft.id]);
    expect((await active('workplace-behaviour')).json()).toMatchObject({
      id: draft.id,
      title: 'Behaviour v2',
    });
    // Other types are untouched.
    expect((await active('medical-declaration')).statusCode).toBe(200);

    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.target, draft.id));
    expect(audit.map((a) => a.action)).toEqual(['policy.create', 'policy.activate']);
    expect(audit[1]!.details).toMatchObject({ deactivatedIds: [seeded.id] });
  });

  // A built-in task's type; an employer's documents may be active side by side (decision 090,
  // tests/api/employer-documents.test.ts).
  it('creating an active built-in document replaces the active one of its type', async () => {
    const first = (await create(newPolicy({ documentType: 'workplace-behaviour' }))).json();
    const second = (
      await create(newPolicy({ documentType: 'workplace-behaviour', title: 'Behaviour v2' }))
    ).json();
    const rows = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.documentType, 'workplace-behaviour'));
    expect(rows.find((r) => r.id === first.id)!.isActive).toBe(false);
    expect(rows.find((r) => r.id === second.id)!.isActive).toBe(true);
  });

  it('deactivating leaves the type without an active document: the public endpoint answers 404', async () => {
    const doc = (await create(newPolicy({ documentType: 'medical-declaration' }))).json();
    expect((await active('medical-declaration')).statusCode).toBe(200);
    expect((await patch(doc.id, { isActive: false })).json().isActive).toBe(false);
    const res = await active('medical-declaration');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'No Active Policy Document Found' });
  });

  it("never serves an employer's document publicly: a letter of offer is read only by the hires it applies to", async () => {
    const doc = (await create(newPolicy({ documentType: 'letter-of-offer' }))).json();
    expect(doc.isActive).toBe(true);
    const res = await active('letter-of-offer');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(doc.title);
  });

  it('serves the active document publicly, without any session', async () => {
    const res = await active('confidentiality-agreement');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      documentType: 'confidentiality-agreement',
      isActive: true,
      title: expect.any(String),
      content: expect.stringContaining('<'),
    });
  });

  it('keeps one active built-in document per type even when two are activated at once', async () => {
    const results = await Promise.all([
      create(newPolicy({ documentType: 'workplace-behaviour', title: 'WB A' })),
      create(newPolicy({ documentType: 'workplace-behaviour', title: 'WB B' })),
      create(newPolicy({ documentType: 'workplace-behaviour', title: 'WB C' })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const rows = await t.deps.database.db
      .select()
      .from(policyDocuments)
      .where(eq(policyDocuments.documentType, 'workplace-behaviour'));
    expect(rows.filter((r) => r.isActive)).toHaveLength(1);
  });

  it('the database itself refuses a second active document of a type', async () => {
    // The seeded Workplace Behaviour Policy is active.
    const insert = t.deps.database.db.insert(policyDocuments).values({
      title: 'A second behaviour policy',
      content: '<p>x</p>',
      documentType: 'workplace-behaviour',
      version: '9.9',
      isActive: true,
    });
    await expect(insert).rejects.toThrow();
  });
});
