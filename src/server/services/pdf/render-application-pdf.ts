import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../lazy-packages';
import { COLLECTION_NOTICE_TITLE, collectionNoticeSections } from '../../../shared/collection-notice';
import { dateStamp, formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { ApplicationPdfInput } from './application-pdf-input';
import { FONT, FONT_BOLD, registerFonts } from './pdf-fonts';
import {
  ACCENT,
  addFooters,
  ensureSpace,
  fieldRows,
  fittedImage,
  MARGIN,
  NOT_PROVIDED,
  paragraph,
  sectionTitle,
} from './pdf-layout';
import { signatureBlock } from './pdf-signature';
import {
  addressRows,
  bankRows,
  cardRows,
  emergencyContactRows,
  employmentRows,
  NO_CARDS,
  payerLine,
  personalDetailsRows,
  personalStatusRows,
} from './section-rows';
import { changesSection, medicalSection, policySections, superSection, taxSection } from './task-sections';

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, app: ApplicationPdfInput) {
  const top = MARGIN;
  // The employer's logo (decision 087) above its name, within 160x48.
  const nameTop = app.logo && fittedImage(doc, app.logo, [160, 48], MARGIN, top) ? top + 56 : top;
  doc.font(FONT_BOLD).fontSize(18).fillColor(ACCENT).text(app.companyName, MARGIN, nameTop, { width: 360 });
  doc
    .font(FONT)
    .fontSize(12)
    .fillColor('black')
    .text(
      app.isResubmission
        ? 'Employee Onboarding Application (Resubmission)'
        : 'Employee Onboarding Application',
      {
        width: 360,
      },
    );
  doc.font(FONT_BOLD).fontSize(14).text(app.personal.fullName, { width: 360 });
  let textBottom = doc.y;
  if (app.photo && fittedImage(doc, app.photo, [90, 90], doc.page.width - MARGIN - 90, top)) {
    textBottom = Math.max(textBottom, top + 90);
  }
  doc.y = textBottom;
}

function sections(doc: Doc, app: ApplicationPdfInput) {
  sectionTitle(doc, 'Personal Details');
  fieldRows(doc, personalDetailsRows(app.personal));

  if (app.address) {
    sectionTitle(doc, 'Residential Address');
    fieldRows(doc, addressRows(app.address));
  }

  if (app.emergencyContacts) {
    const contacts = emergencyContactRows(app.emergencyContacts);
    if (contacts.length > 0) {
      sectionTitle(doc, 'Emergency Contacts');
      fieldRows(doc, contacts);
    }
  }

  if (app.personalStatus) {
    sectionTitle(doc, 'Personal Status');
    fieldRows(doc, personalStatusRows(app.personalStatus, app.sensitive ?? true));
  }

  if (app.cards) {
    const held = cardRows(app.cards);
    sectionTitle(doc, 'Cards and Licences');
    if (held.length === 0) paragraph(doc, NO_CARDS);
    else fieldRows(doc, held);
  }

  if (app.bank) {
    sectionTitle(doc, 'Bank Details');
    fieldRows(doc, bankRows(app.bank));
  }

  if (app.position) {
    sectionTitle(doc, 'Employment Details');
    fieldRows(doc, employmentRows(app.position));
  }

  const zone = app.timeZone;
  if (app.fairWorkStatements?.length) fairWorkSection(doc, app.fairWorkStatements, zone);
  if (app.policies) policySections(doc, app.policies, zone);
  if (app.medical) medicalSection(doc, app.medical, zone);
  if (app.tax) taxSection(doc, app.tax, payerLine(app), zone);
  if (app.superannuation)
    superSection(doc, app.superannuation, payerLine(app), app.generatedAt ?? new Date(), zone);

  if (app.acknowledgments) {
    sectionTitle(doc, 'Policy Acknowledgments');
    if (app.acknowledgments.length === 0) paragraph(doc, 'No policies acknowledged yet.');
    fieldRows(
      doc,
      app.acknowledgments.map((a) => [
        a.version ? `${a.title} (v${a.version})` : a.title,
        `Acknowledged ${formatAuDateTime(a.acknowledgedAt, zone)}`,
      ]),
    );
  }

  if (app.notes !== undefined) {
    sectionTitle(doc, 'Notes');
    paragraph(doc, app.notes.trim() || NOT_PROVIDED);
  }

  // The confirmation's initial prints its evidence like every other (DESIGN §3.15), image or not.
  if (app.initialPng || app.initialEvidence) {
    sectionTitle(doc, 'Initial');
    signatureBlock(doc, 'Initial of the new hire', { ...app.initialEvidence, image: app.initialPng }, zone);
  }

  if (app.changes) changesSection(doc, app.changes);
  if (app.collectionNotice) collectionNoticeSection(doc, app.collectionNotice, zone);
}

/** Privacy Act APP 5: the notice the hire was given before the first personal question. */
function collectionNoticeSection(
  doc: Doc,
  notice: NonNullable<ApplicationPdfInput['collectionNotice']>,
  timeZone: string,
) {
  sectionTitle(doc, `Collection Notice: ${COLLECTION_NOTICE_TITLE}`);
  fieldRows(doc, [
    ['Shown', 'Above the Basic Information questions, before the first one'],
    ['Went on from it', notice.shownAt ? formatAuDateTime(notice.shownAt, timeZone) : 'Not recorded'],
  ]);
  for (const section of collectionNoticeSections(notice.employer)) {
    doc.moveDown(0.4);
    // The heading kept with the first lines of its text.
    ensureSpace(doc, 40);
    doc.font(FONT_BOLD).fontSize(10).fillColor('black').text(section.heading, MARGIN, doc.y);
    paragraph(doc, section.text);
  }
}

/** Fair Work Act s125, s125A: which statements were given, and on which day (the employer's). */
function fairWorkSection(
  doc: Doc,
  statements: NonNullable<ApplicationPdfInput['fairWorkStatements']>,
  timeZone: string,
) {
  sectionTitle(doc, 'Fair Work Statements');
  for (const s of statements) {
    paragraph(doc, `${s.title} given on ${formatAuDate(dateStamp(timeZone, s.givenAt))}`);
    paragraph(doc, `Link: ${s.url}`);
  }
}

/** The submitted application as an A4 PDF (pdfkit): the attachment HR receives. */
export async function renderApplicationPdf(app: ApplicationPdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      font: null as unknown as string,
      info: { Title: `Onboarding application: ${app.personal.fullName}`, Author: app.companyName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      header(doc, app);
      sections(doc, app);
      addFooters(
        doc,
        `${app.companyName}  ·  Generated ${formatAuDateTime(app.generatedAt ?? new Date(), app.timeZone)}`,
      );
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
