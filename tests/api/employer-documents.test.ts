import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import {
  policyDocumentListSchema,
  policyDocumentResponseSchema,
  type PolicyDocumentRow,
} from '../../src/shared/answers/policy-document';
import { createMember } from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 39 items 4 and 5 (decision 090): the employer's own documents, of any type, each active one
// a read-and-sign task for the hires it applies to; the list says how many that is.

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t.app);
  // Four current hires: three members and one invitation not yet a member; one withdrawn
  // invitation and one member approved for deletion are nobody's hires any more.
  await createMember(t.deps, { email: 'carp.site@example.com', position: 'Carpenter', location: 'Site' });
  await createMember(t.deps, { email: 'lab.site@example.com', position: 'Labourer', location: 'Site' });
  await createMember(t.deps, {
    email: 'carp.factory@example.com',
    position: ' carpenter ',
    location: 'Factory',
  });
  await createMember(t.deps, {
    email: 'gone@example.com',
    position: 'Carpenter',
    location: 'Site',
    approvedForDeletion: true,
  });
  await t.deps.database.db.insert(applications).values([
    { email: 'invited@example.com', position: 'Labourer', location: 'Factory', invitedAt: new Date() },
    {
      email: 'withdrawn@example.com',
      position: 'Labourer',
      location: 'Site',
      invitedAt: new Date(),
      withdrawnAt: new Date(),
    },
  ]);
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/policy-documents', payload, headers: { cookie: owner } });
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/policy-documents/${id}`, payload, headers: { cookie: owner } });

const doc = (over: object) => ({
  title: 'Site Induction - Rouse Hill Depot',
  content: '<p>Wear your hard hat.</p>',
  documentType: 'site-induction',
  version: '1.0',
  ...over,
});

async function listed(): Promise<Map<string, number>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/policy-documents', headers: { cookie: owner } });
  const { documents } = policyDocumentListSchema.parse(res.json());
  return new Map(documents.map((d) => [d.title, d.hireCount]));
}

describe('employer documents: whom they apply to', () => {
  it('counts for each document the current hires it applies to: everyone, chosen positions, chosen sites', async () => {
    const made = await Promise.all([
      post(doc({ title: 'Everyone', documentType: 'code-of-conduct' })),
      post(
        doc({
          title: 'Carpenters',
          documentType: 'position-description',
          appliesTo: { kind: 'positions', names: ['CARPENTER'] },
        }),
      ),
      post(doc({ title: 'At Site', appliesTo: { kind: 'sites', names: ['Site'] } })),
      post(doc({ title: 'At Factory', appliesTo: { kind: 'sites', names: ['Factory'] }, isActive: false })),
    ]);
    for (const res of made) expect(res.statusCode).toBe(201);
    const counts = await listed();
    expect(counts.get('Everyone')).toBe(4);
    expect(counts.get('Carpenters')).toBe(2);
    expect(counts.get('At Site')).toBe(2);
    // Inactive, but the admin still sees whom it would reach.
    expect(counts.get('At Factory')).toBe(2);
  });

  it('keeps several documents of one type active at once', async () => {
    const first = await post(doc({ title: 'Induction A' }));
    const second = await post(doc({ title: 'Induction B' }));
    expect(second.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/policy-documents',
      headers: { cookie: owner },
    });
    const active = policyDocumentListSchema
      .parse(res.json())
      .documents.filter((d) => d.documentType === 'site-induction' && d.isActive)
      .map((d) => d.title);
    expect(active).toEqual(expect.arrayContaining(['Induction A', 'Induction B', 'At Site']));
    expect(policyDocumentResponseSchema.parse(first.json()).isActive).toBe(true);
  });

  it('refuses a target without names, and targeting or countersigning a built-in document', async () => {
    const noNames = await post(doc({ appliesTo: { kind: 'sites', names: [] } }));
    expect(noNames.statusCode).toBe(400);
    const builtIn = await post(
      doc({ documentType: 'workplace-behaviour', appliesTo: { kind: 'positions', names: ['Carpenter'] } }),
    );
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().fields).toEqual({ appliesTo: 'This document applies to every hire' });
    const countersigned = await post(
      doc({ documentType: 'medical-declaration', needsCountersignature: true }),
    );
    expect(countersigned.json().fields).toEqual({
      needsCountersignature: 'Only an employer document can be countersigned',
    });
  });

  it('keeps Yes/No and text questions, required or not, and refuses a blank one', async () => {
    const res = await post(
      doc({
        title: 'Questions',
        questions: [
          { question: 'Have you read the SWMS?', required: true, kind: 'yes-no' },
          { question: 'Which crew are you in?', required: false },
        ],
      }),
    );
    const saved: PolicyDocumentRow = policyDocumentResponseSchema.parse(res.json());
    expect(saved.questions.map(({ question, required, kind }) => ({ question, required, kind }))).toEqual([
      { question: 'Have you read the SWMS?', required: true, kind: 'yes-no' },
      { question: 'Which crew are you in?', required: false, kind: undefined },
    ]);
    const blank = await post(doc({ questions: [{ question: '   ', required: true }] }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please fill in all question text or remove empty questions');
    const badKind = await post(doc({ questions: [{ question: 'Ok?', required: true, kind: 'maybe' }] }));
    expect(badKind.statusCode).toBe(400);
  });

  it('lets the owner change whom a document applies to', async () => {
    const res = await post(doc({ title: 'Moving', appliesTo: { kind: 'sites', names: ['Factory'] } }));
    const { id } = policyDocumentResponseSchema.parse(res.json());
    expect((await listed()).get('Moving')).toBe(2);
    const changed = await patch(id, { appliesTo: { kind: 'positions', names: ['Labourer'] } });
    expect(changed.statusCode).toBe(200);
    expect((await listed()).get('Moving')).toBe(2);
    await patch(id, { appliesTo: { kind: 'everyone' } });
    expect((await listed()).get('Moving')).toBe(4);
  });
});
