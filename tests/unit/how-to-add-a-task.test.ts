// The proof of docs/how-to-add-a-read-and-sign-task.md: its worked example's descriptor, added to
// the task list as step 2 says (here by replacing the list module for this file's imports only),
// reaches every place the guide promises without another file changing. The other modules are
// loaded after the list is replaced, and loaded afresh for the files after this one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskDescriptor } from '../../src/shared/task-descriptors/types';

const LIST = '../../src/shared/task-descriptors/task-list.ts';

/** Step 1 of the guide, word for word. */
const DRUG_AND_ALCOHOL_POLICY = {
  id: 'drug-and-alcohol-policy',
  title: 'Drug and Alcohol Policy',
  description: 'Read and acknowledge the drug and alcohol policy.',
  route: '/drug-and-alcohol-policy',
  changedWords: 'your drug and alcohol policy acknowledgment',
  snapshotKey: 'drugAndAlcoholPolicy',
  readAndSign: {
    documentLabel: 'Drug and Alcohol Policy',
    store: 'acknowledgment',
    isPersonalised: false,
    isHealthInformation: false,
    read: { kind: 'percent', threshold: 95 },
    screenTitle: 'Drug and Alcohol Policy',
    screen: {
      kind: 'text',
      viewerHeight: 'h-[75vh] sm:h-[600px]',
      readToast: {
        title: 'Document Fully Read',
        description: 'Please answer the questions below and acknowledge the policy.',
      },
      questionsHeading: 'Questions',
      cardTitle: 'Acknowledgment',
      agreementLabel: 'I have read and understood this policy and agree to comply with it.',
      submitLabel: 'Acknowledge Policy',
      empty: {
        title: 'No Active Policy Document Found',
        text: 'There is no drug and alcohol policy to acknowledge yet. Please contact your administrator.',
      },
      missingAgreement: 'Please tick the box to confirm that you agree to the policy.',
      success: {
        title: 'Policy Acknowledged',
        description: 'Thank you for acknowledging the drug and alcohol policy.',
      },
      failure: {
        title: 'Acknowledgment Failed',
        description: 'Failed to save policy acknowledgment. Please try again.',
      },
    },
    pdf: null,
    reset: {
      description:
        'Your acknowledgment of the drug and alcohol policy is removed, so you can read and sign it again.',
      success: {
        title: 'Drug and Alcohol Policy Reset',
        description: 'You can now re-acknowledge the drug and alcohol policy.',
      },
      failure: 'Failed to reset policy acknowledgment. Please try again.',
    },
  },
} as const satisfies TaskDescriptor;

const ID = DRUG_AND_ALCOHOL_POLICY.id;

beforeAll(() => {
  vi.resetModules();
  // Step 2 of the guide: the descriptor is added to the task list.
  vi.doMock(LIST, async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/shared/task-descriptors/task-list')>();
    return { TASK_DESCRIPTORS: [...real.TASK_DESCRIPTORS, DRUG_AND_ALCOHOL_POLICY] };
  });
});

afterAll(() => {
  vi.doUnmock(LIST);
  vi.resetModules();
});

describe('a read-and-sign task added as the guide says', () => {
  it('is in the task list, the route table, the document types and the home dialogs', async () => {
    const { TASKS } = await import('../../src/shared/tasks');
    const { ROUTES } = await import('../../src/shared/routes');
    const { DOCUMENT_TYPES } = await import('../../src/shared/schemas/policy-document');
    const { SIGNED_TASKS } = await import('../../src/client/features/task-home/signed-tasks');
    const { resubmissionHint } = await import('../../src/client/features/task-home/resubmission-hint');

    expect(TASKS.map((t) => t.id)).toContain(ID);
    expect(ROUTES.find((r) => (r.path as string) === '/drug-and-alcohol-policy')).toMatchObject({
      page: 'pages/read-and-sign-page.tsx',
      title: 'Drug and Alcohol Policy · Onboarding',
      chunk: 'read-and-sign',
    });
    expect(DOCUMENT_TYPES).toContainEqual({ value: ID, label: 'Drug and Alcohol Policy' });
    expect((SIGNED_TASKS as Record<string, { route: string }>)[ID]).toMatchObject({
      route: '/drug-and-alcohol-policy',
    });
    const status = {
      tasks: TASKS.map((t) => ({ id: t.id, isCompleted: true, isSubmitted: (t.id as string) !== ID })),
    } as Parameters<typeof resubmissionHint>[0];
    expect(resubmissionHint(status)).toBe(
      'You changed your drug and alcohol policy acknowledgment. Tap to send the update to HR.',
    );
  });

  it("is signed through the API and reaches the status, the snapshot, the PDF input and HR's detail", async () => {
    const { createTestApp, employeeCookie } = await import('../fixtures/test-app');
    const { createMember, createPolicyDocument } = await import('../fixtures/factories');
    const { makeInitialPng } = await import('../fixtures/make-initial');
    const { collectApplication } = await import('../../src/server/services/submission/collect-application');
    const { toPdfInput } = await import('../../src/server/services/submission/to-pdf-input');
    const { taskParts } = await import('../../src/server/services/applications/application-detail');
    const t = await createTestApp();
    try {
      // Step 3 of the guide: the task's document (seeded, or published in Policy Management).
      await createPolicyDocument(t.deps, {
        title: 'Drug and Alcohol Policy',
        documentType: ID,
        content: '<p>Come to site fit for work.</p>',
        questions: [{ id: 'da-q1', question: 'Who do you tell if you take medication?', required: true }],
        isActive: true,
      });
      const email = 'proof@example.com';
      const cookie = await employeeCookie(t.app, email);
      const member = await createMember(t.deps, { email });
      const doc = await t.app.inject({ url: `/api/me/policy-documents/${ID}`, headers: { cookie } });
      expect(doc.statusCode, doc.body).toBe(200);
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/policy-acknowledgments',
        headers: { cookie },
        payload: {
          email,
          policyDocumentId: doc.json<{ id: string }>().id,
          signature: await makeInitialPng(),
          answers: [{ questionId: 'da-q1', answer: 'My supervisor' }],
        },
      });
      expect(signed.statusCode, signed.body).toBe(201);

      const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json<{
        tasks: { id: string; isCompleted: boolean }[];
      }>();
      expect(status.tasks.find((task) => task.id === ID)).toMatchObject({ isCompleted: true });

      const snapshot = await collectApplication(t.deps.database.db, t.deps.cipher, member.id);
      const record = (snapshot as unknown as Record<string, { title: string } | null>)[
        DRUG_AND_ALCOHOL_POLICY.snapshotKey
      ];
      expect(record).toMatchObject({ title: 'Drug and Alcohol Policy' });

      const input = toPdfInput(snapshot!, new Map(), {
        companyName: 'Proof Pty Ltd',
        generatedAt: new Date(),
        timeZone: 'Australia/Sydney',
        isResubmission: false,
      });
      expect(input.policies?.map((p) => p.heading)).toContain('Drug and Alcohol Policy');

      const parts = taskParts(snapshot, {
        payer: 'Proof Pty Ltd',
        showsHealthInformation: false,
        now: new Date(),
        timeZone: 'Australia/Sydney',
      }) as unknown as Record<string, { sections: { heading: string }[]; completedAt: Date | null }>;
      expect(parts[ID]?.sections.map((s) => s.heading)).toContain('Drug and Alcohol Policy');
      expect(parts[ID]?.completedAt).toBeInstanceOf(Date);
    } finally {
      await t.close();
    }
  });
});
