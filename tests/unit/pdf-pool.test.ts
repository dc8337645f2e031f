import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPool, PdfRenderError } from '../../src/server/services/pdf/pdf-pool';
import { renderApplicationPdf } from '../../src/server/services/pdf/render-application-pdf';
import { sampleApplication } from '../../src/server/services/pdf/sample-application';
import { renderTaskPdf, type TaskPdfInput } from '../../src/server/services/task-pdfs/render-task-pdf';
import { makeInitialPng } from '../fixtures/make-initial';

// The PDF pool (decision 026): documents drawn in its worker threads are the documents the
// renderers draw in the serving thread, and a thread that fails, dies or cannot start answers an
// error instead of leaving the request waiting.

const pool = createPdfPool({ threads: 1 });
afterAll(() => pool.close());

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return { text, pages: doc.numPages };
}

const generatedAt = new Date('2026-03-02T01:30:00Z');
const application = () => {
  const app = sampleApplication('Test Builders Pty Ltd', generatedAt);
  return { ...app, personal: { ...app.personal, fullName: 'Nguyễn Thị Hương · Ελένη · Дмитрий' } };
};

async function taskInput(): Promise<TaskPdfInput> {
  const png = Buffer.from((await makeInitialPng()).split(',')[1]!, 'base64');
  return {
    heading: 'Medical Declaration',
    person: { fullName: 'Ελένη Παπαδοπούλου', email: 'eleni@example.com', position: 'Carpenter' },
    document: { title: 'Medical Declaration', version: '2.1' },
    details: [['Declaration date', '02/03/2026']],
    timeZone: 'Australia/Sydney',
    answers: [{ questionId: 'allergies', question: 'Allergies', answer: 'Peanuts' }],
    signaturePng: png,
    evidence: {
      signedAt: '2026-03-02T01:00:00.000Z',
      signedIp: '203.0.113.7',
      signedUserAgent: 'Mozilla/5.0 (Linux; Android 14)',
      signedHere: false,
      documentSha256: 'ab'.repeat(32),
    },
    statement: 'Declared true and complete, and signed.',
  };
}

describe('the PDF pool', () => {
  it('draws in its thread the same application PDF as the serving thread does, images and names included', async () => {
    const input = application();
    const [inPool, inThread] = await Promise.all([
      pool.render({ kind: 'application', input }),
      renderApplicationPdf(input),
    ]);
    expect(pool.threads()).toHaveLength(1);
    const pooled = await pdfText(inPool);
    const direct = await pdfText(inThread);
    expect(pooled).toEqual(direct);
    expect(pooled.text).toContain('Nguyễn Thị Hương · Ελένη · Дмитрий');
    expect(pooled.text).toContain('••• ••• 782');
    // The photo and the initials crossed to the thread as images, not as bytes pdfkit refused.
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(inPool)).toBeGreaterThan(1);
    expect(images(inPool)).toBe(images(inThread));
  });

  it("draws in its thread the same signed task PDF as the serving thread does, with the signer's initial", async () => {
    const input = await taskInput();
    const inPool = await pool.render({ kind: 'task', input });
    const inThread = await renderTaskPdf(input);
    const pooled = await pdfText(inPool);
    expect(pooled).toEqual(await pdfText(inThread));
    expect(pooled.text).toContain('Ελένη Παπαδοπούλου');
    expect(pooled.text).toContain('Peanuts');
    expect(pooled.text).toContain('203.0.113.7');
    expect(inPool.toString('latin1')).toContain('/Subtype /Image');
  });

  it("fails a document the worker cannot draw with the worker's reason, and draws the next one", async () => {
    const input = { ...(await taskInput()), signaturePng: Buffer.from('not a png') };
    const failed = pool.render({ kind: 'task', input });
    await expect(failed).rejects.toBeInstanceOf(PdfRenderError);
    await expect(failed).rejects.toThrow('The task PDF could not be made: Unknown image format.');
    const next = await pool.render({ kind: 'task', input: await taskInput() });
    expect((await pdfText(next)).text).toContain('Peanuts');
  });

  it('fails the render whose thread is killed mid-render, and draws those queued behind it on a new thread', async () => {
    await pool.render({ kind: 'application', input: application() });
    const [killed] = pool.threads();
    // The open pool hands the first render to its idle thread at once; the others queue.
    const renders = ['First', 'Second', 'Third'].map((name) =>
      pool.render({
        kind: 'application',
        input: { ...application(), personal: { ...application().personal, fullName: name } },
      }),
    );
    await killed!.terminate();
    const [first, ...queued] = await Promise.allSettled(renders);
    expect(first).toMatchObject({ status: 'rejected' });
    expect(String((first as PromiseRejectedResult).reason)).toContain(
      'The application PDF could not be made: worker exited with code: 1',
    );
    for (const [i, result] of queued.entries()) {
      expect(result.status).toBe('fulfilled');
      const pdf = (result as PromiseFulfilledResult<Buffer>).value;
      expect((await pdfText(pdf)).text).toContain(['Second', 'Third'][i]);
    }
    expect(pool.threads()).not.toContain(killed);
  });

  it('fails the renders at once when its thread cannot start (too little memory to load pdfkit)', async () => {
    // 4 MB starts a thread that then cannot load pdfkit. Below about 3 MB Node 24 cannot even
    // unpack a thread's start-up snapshot and aborts the whole process (Node 20 reports it).
    const starved = createPdfPool({ threads: 1, maxHeapMb: 4 });
    try {
      const renders = [1, 2].map(() => starved.render({ kind: 'application', input: application() }));
      for (const render of renders) {
        await expect(render).rejects.toThrow(/The application PDF could not be made: .*memory limit/);
      }
    } finally {
      await starved.close();
    }
  });

  it('refuses a render that outlasts its time limit', async () => {
    const slow = createPdfPool({ threads: 1, timeoutMs: 1 });
    try {
      await expect(slow.render({ kind: 'application', input: application() })).rejects.toThrow(
        'The application PDF could not be made: it took longer than 0.001 s',
      );
    } finally {
      await slow.close();
    }
  });
});
