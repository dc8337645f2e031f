import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../lazy-packages';
import { formatAuDate, formatAuDateTime, sydneyDateStamp } from '../format/au-dates';
import {
  CARD_FIELDS,
  CARD_LABELS,
  PERSONAL_STATUS_TAG_LABELS,
  PERSONAL_STATUS_TAGS,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
  yesNoLabel,
} from '../../../shared/choice-labels';
import { formatPhone } from '../../../shared/validators/phone';
import { formatBsb, formatMobile, maskAccountNumber, maskBsb, maskVisaNumber } from '../../../shared/format';
import type { ApplicationPdfInput } from './application-pdf-input';
import { FONT, FONT_BOLD, registerFonts } from './pdf-fonts';
import {
  ACCENT,
  addFooters,
  fieldRows,
  fittedImage,
  MARGIN,
  NOT_PROVIDED,
  paragraph,
  sectionTitle,
} from './pdf-layout';
import { signatureBlock } from './pdf-signature';
import {
  changesSection,
  medicalSection,
  payerLine,
  policySections,
  superSection,
  taxSection,
} from './task-sections';

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, app: ApplicationPdfInput) {
  const top = MARGIN;
  doc.font(FONT_BOLD).fontSize(18).fillColor(ACCENT).text(app.companyName, MARGIN, top, { width: 360 });
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
  const p = app.personal;
  sectionTitle(doc, 'Personal Details');
  fieldRows(doc, [
    ['Full name', p.fullName],
    ['Email', p.email],
    ['Mobile', formatMobile(p.mobile)],
    ['Gender', p.gender],
    ['Date of birth', formatAuDate(p.dateOfBirth)],
  ]);

  if (app.address) {
    const a = app.address;
    sectionTitle(doc, 'Residential Address');
    fieldRows(doc, [
      ['Street', `${a.addrsHouseNumber} ${a.addrsStreetName}`],
      ['Suburb', a.addrsSuburb],
      ['State', a.addrsState],
      ['Postcode', a.addrsPostcode],
    ]);
  }

  if (app.emergencyContacts) emergencyContactsSection(doc, app.emergencyContacts);

  if (app.personalStatus) {
    const s = app.personalStatus;
    sectionTitle(doc, 'Personal Status');
    fieldRows(doc, [
      ...PERSONAL_STATUS_TAGS.map((tag): [string, string] => [
        PERSONAL_STATUS_TAG_LABELS[tag],
        yesNoLabel(s[tag]),
      ]),
      ...(s.tagVisaCitizen
        ? ([
            ['Visa number', s.visaNumber ? maskVisaNumber(s.visaNumber) : undefined],
            ['Visa expiry', s.visaExpiry ? formatAuDate(s.visaExpiry) : undefined],
            [VISA_SUBCLASS_LABEL, s.visaSubclass || undefined],
            [VISA_CONDITIONS_LABEL, s.visaConditions || undefined],
          ] as [string, string | undefined][])
        : []),
    ]);
  }

  if (app.cards) cardsSection(doc, app.cards);

  if (app.bank) {
    const b = app.bank;
    sectionTitle(doc, 'Bank Details');
    fieldRows(doc, [
      ['Bank name', b.bankInstitution],
      ['Account name', b.bankAccountName],
      ['BSB', maskBsb(formatBsb(b.bankBSB))],
      ['Account number', maskAccountNumber(b.bankAccountNumber)],
    ]);
  }

  if (app.position) {
    const e = app.position;
    sectionTitle(doc, 'Employment Details');
    fieldRows(doc, [
      ['Company', e.companyBeingEmployedBy],
      ['Position', e.position],
      ['Department', e.department],
      ['Location', e.location],
      ['Planned start date', formatAuDate(e.plannedStartDate)],
    ]);
  }

  if (app.fairWorkStatements?.length) fairWorkSection(doc, app.fairWorkStatements);
  if (app.policies) policySections(doc, app.policies);
  if (app.medical) medicalSection(doc, app.medical);
  if (app.tax) taxSection(doc, app.tax, payerLine(app));
  if (app.superannuation)
    superSection(doc, app.superannuation, payerLine(app), app.generatedAt ?? new Date());

  if (app.acknowledgments) {
    sectionTitle(doc, 'Policy Acknowledgments');
    if (app.acknowledgments.length === 0) paragraph(doc, 'No policies acknowledged yet.');
    fieldRows(
      doc,
      app.acknowledgments.map((a) => [
        a.version ? `${a.title} (v${a.version})` : a.title,
        `Acknowledged ${formatAuDateTime(a.acknowledgedAt)}`,
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
    signatureBlock(doc, 'Initial of the new hire', { ...app.initialEvidence, image: app.initialPng });
  }

  if (app.changes) changesSection(doc, app.changes);
}

/** Fair Work Act s125, s125A: which statements were given, and on which day (Sydney). */
function fairWorkSection(doc: Doc, statements: NonNullable<ApplicationPdfInput['fairWorkStatements']>) {
  sectionTitle(doc, 'Fair Work Statements');
  for (const s of statements) {
    paragraph(doc, `${s.title} given on ${formatAuDate(sydneyDateStamp(s.givenAt))}`);
    paragraph(doc, `Link: ${s.url}`);
  }
}

function emergencyContactsSection(doc: Doc, c: NonNullable<ApplicationPdfInput['emergencyContacts']>) {
  const contacts = (
    [
      [c.emergencyContactName1, c.emergencyContactRelationship1, c.emergencyContactMobile1],
      [c.emergencyContactName2, c.emergencyContactRelationship2, c.emergencyContactMobile2],
    ] as const
  ).filter(([name]) => name.trim());
  if (contacts.length === 0) return;
  sectionTitle(doc, 'Emergency Contacts');
  fieldRows(
    doc,
    contacts.map(([name, relationship, mobile], i) => [
      i === 0 ? 'Primary contact' : `Contact ${i + 1}`,
      `${name} (${relationship}), ${formatPhone(mobile)}`,
    ]),
  );
}

function cardsSection(doc: Doc, c: NonNullable<ApplicationPdfInput['cards']>) {
  const withExpiry = (number: string, expiry: string) =>
    number && expiry ? `${number} (expires ${formatAuDate(expiry)})` : number;
  const rows: [string, string | undefined][] = [
    ...CARD_FIELDS.map((card): [string, string] => [CARD_LABELS[card], c[card]]),
    ['Forklift licence', withExpiry(c.licenceForklift, c.licenceForkliftExpiry)],
    ['EWP licence', withExpiry(c.licenceEWP, c.licenceEWPExpiry)],
  ];
  sectionTitle(doc, 'Cards and Licences');
  const held = rows.filter(([, value]) => value?.trim());
  if (held.length === 0) paragraph(doc, 'No cards or licences provided.');
  else fieldRows(doc, held);
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
      addFooters(doc, `${app.companyName}  ·  Generated ${formatAuDateTime(app.generatedAt ?? new Date())}`);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
