import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '../../src/server/services/pdf/render-application-pdf';
import { sampleApplication } from '../../src/server/services/pdf/sample-application';

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

const minimal = {
  companyName: 'Test Builders Pty Ltd',
  timeZone: 'Australia/Sydney',
  personal: {
    fullName: 'Min Imal',
    email: 'min@example.com',
    mobile: '0412345678',
    gender: 'Female',
    dateOfBirth: '1990-01-01',
  },
};

describe('renderApplicationPdf', () => {
  it('renders the sample application with every section as a PDF', async () => {
    const pdf = await renderApplicationPdf(sampleApplication('Test Builders Pty Ltd'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(pdf)).toBeGreaterThanOrEqual(1);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('renders personal details alone', async () => {
    const pdf = await renderApplicationPdf(minimal);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(pdf)).toBe(1);
  });

  it('flows long content onto further pages', async () => {
    const acknowledgments = Array.from({ length: 120 }, (_, i) => ({
      title: `Policy ${i}`,
      acknowledgedAt: new Date(),
    }));
    const pdf = await renderApplicationPdf({ ...minimal, acknowledgments });
    expect(pages(pdf)).toBeGreaterThan(2);
  });

  it('still renders when an image is not a valid picture', async () => {
    const pdf = await renderApplicationPdf({
      ...minimal,
      photo: Buffer.from('not a jpeg'),
      initialPng: Buffer.from('not a png'),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints Vietnamese, Greek and Cyrillic names as written, and masks TFN and account', async () => {
    const name = 'Nguyễn Thị Hương · Ελένη Παπαδοπούλου · Дмитрий Иванов';
    const app = sampleApplication('Test Builders Pty Ltd');
    const pdf = await renderApplicationPdf({ ...app, personal: { ...app.personal, fullName: name } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(name);
    expect(text).toContain('••• ••• 782');
    expect(text).toContain('••••5678');
    expect(text).not.toContain('123 456 782');
    expect(text).toContain('IP address 203.0.113.7');
  });

  it('prints emergency contacts stored in E.164 formatted, and one stored as typed before (issue 23)', async () => {
    const app = sampleApplication('Test Builders Pty Ltd');
    const pdf = await renderApplicationPdf({
      ...app,
      emergencyContacts: {
        ...app.emergencyContacts!,
        emergencyContactMobile1: '+61297261234',
        emergencyContactMobile2: '+84912345678',
      },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('(02) 9726 1234');
    expect(text).toContain('+84 912 345 678');
    const before = await renderApplicationPdf(app);
    const old = await extractText(await getDocumentProxy(new Uint8Array(before)), { mergePages: true });
    expect(old.text).toContain('0498 765 432');
  });
});
