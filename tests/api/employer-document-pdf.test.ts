import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { employerDocumentPdfSource } from '../../src/server/services/task-pdfs/employer-document-pdf';
import {
  DOCUMENT_CHANGED_SINCE_SIGNED,
  renderTaskPdf,
} from '../../src/server/services/task-pdfs/render-task-pdf';
import { policyDocumentResponseSchema } from '../../src/shared/answers/policy-document';
import { attachmentNames, mailAttachment, mailPlainText, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, submitAsHire, type TestApp } from '../fixtures/test-app';

// Issue 39 item 4 (decision 091): a signed employer document has its own PDF with the signing
// evidence, made as a built-in document's, and it goes to HR with the application.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const HR = 'hr.inbox@example.com';
const HIRE = 'offer.hire@example.com';
let documentId: string;

beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${await smtp.listen()}`,
    MAIL_FROM: 'onboarding@example.com',
  });
  await createRecipient(t.deps, { name: 'HR', email: HR });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe("an employer document's PDF", () => {
  it('reaches HR with the application: its title, version, the answers and the signing evidence', async () => {
    const owner = await adminCookie(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/policy-documents',
      headers: { cookie: owner },
      payload: {
        title: 'Letter of Offer',
        content:
          '<h2>Your offer</h2><p>We are pleased to offer you the position of <strong>Carpenter</strong>.</p><ul><li><p>Start at 7 am</p></li></ul>',
        documentType: 'letter-of-offer',
        version: '2.1',
        questions: [{ id: 'start', question: 'When can you start?', required: true }],
      },
    });
    documentId = policyDocumentResponseSchema.parse(created.json()).id;
    await createCompleteApplication(t.deps, { member: { email: HIRE, fullName: 'Olive Offer' } });
    const cookie = await employeeCookie(t.app, HIRE);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/policy-acknowledgments',
      headers: { cookie, 'user-agent': 'OfferPhone/3.0' },
      payload: {
        email: HIRE,
        policyDocumentId: documentId,
        signature: await makeInitialPng(),
        answers: [{ questionId: 'start', answer: 'Next Monday' }],
      },
    });
    expect(signed.statusCode).toBe(201);
    expect((await submitAsHire(t.app, HIRE, cookie)).statusCode).toBe(200);
    t.deps.jobs.wake();

    const about = (m: { to: string[]; raw: string }) => m.to.includes(HR) && m.raw.includes('Olive Offer');
    await smtp.until(() => smtp.received.some(about));
    const raw = smtp.received.find(about)!.raw;
    const names = attachmentNames(raw);
    expect(names).toContain('letter-of-offer-olive-offer.pdf');
    const text = await pdfText(mailAttachment(raw, 'letter-of-offer-olive-offer.pdf')!);
    for (const words of [
      'Letter of Offer',
      // The words the hire read, as they read them.
      'The document as signed',
      'Your offer',
      'We are pleased to offer you the position of Carpenter',
      '• Start at 7 am',
      '2.1',
      'Olive Offer',
      'When can you start?',
      'Next Monday',
      'Signed at',
      'OfferPhone/3.0',
      'Document SHA-256',
      'Acknowledged and Signed',
    ])
      expect(text).toContain(words);
    // The application PDF lists it among the signed documents, with its version.
    // The email names it among what is attached.
    expect(mailPlainText(raw)).toContain(
      "Also attached, each with its signing evidence: 'Letter of Offer' (version 2.1).",
    );
    const application = names.find((n) => n.startsWith('application-'))!;
    expect(await pdfText(mailAttachment(raw, application)!)).toContain('Letter of Offer (version 2.1)');
  });

  it('prints the words only while they are the ones signed; after a change it says so', async () => {
    const owner = await adminCookie(t.app);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/policy-documents/${documentId}`,
      headers: { cookie: owner },
      payload: { content: '<p>A different offer.</p>', version: '2.2' },
    });
    expect(changed.statusCode).toBe(200);
    const [member] = await t.deps.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, HIRE));
    const source = await employerDocumentPdfSource(
      t.deps.database.db,
      t.deps.cipher,
      member!.id,
      documentId,
      'Australia/Sydney',
    );
    expect(source!.input.documentText).toEqual({ changedSinceSigned: true });
    const text = await pdfText(await renderTaskPdf(source!.input));
    expect(text).toContain(DOCUMENT_CHANGED_SINCE_SIGNED);
    expect(text).not.toContain('A different offer.');
  });
});
