import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import type { ApplicationPdfInput, SignedMark } from '../pdf/application-pdf-input';
import type { ApplicationSnapshot, SnapshotEvidence, SnapshotPolicy } from './application-snapshot';

const MEDICAL_LABELS: Record<string, string> = {
  medicalConditions: 'Previous medical conditions',
  medications: 'Medications',
  allergies: 'Allergies',
  emergencyMedicalInfo: 'Emergency medical information',
  medicalContactName: 'Medical contact name',
  medicalContactPhone: 'Medical contact phone',
  medicalFitForWork: 'Fit for work',
};

/** 'someFieldName' -> 'Some field name', for answers without a label of their own. */
const humanize = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const bool = (v: unknown) => v === true || v === 'true' || v === '1';

/** The images a snapshot refers to (photo, initial, each signature), by file id. */
export async function loadSnapshotImages(db: Db, s: ApplicationSnapshot): Promise<Map<string, Buffer>> {
  const ids = [
    s.personal.profilePhotoFileId,
    s.personalEvidence.signatureFileId,
    s.workplaceBehaviour?.signatureFileId,
    s.medicalDeclaration?.signatureFileId,
    s.taxDeclaration?.signatureFileId,
    s.superfundChoice?.signatureFileId,
    s.confidentialityAgreement?.signatureFileId,
  ].filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.bytes]));
}

function mark(e: SnapshotEvidence, images: Map<string, Buffer>): SignedMark {
  return {
    image: e.signatureFileId ? images.get(e.signatureFileId) : undefined,
    signedAt: e.signedAt ? new Date(e.signedAt) : null,
    signedIp: e.signedIp,
    signedUserAgent: e.signedUserAgent,
    documentSha256: e.documentSha256 ?? null,
  };
}

function policy(heading: string, p: SnapshotPolicy, images: Map<string, Buffer>) {
  return {
    heading,
    title: p.title,
    version: p.version,
    acknowledgedAt: new Date(p.acknowledgedAt),
    answers: p.answers.map((a) => ({ question: a.question, answer: a.answer })),
    signature: mark(p, images),
  };
}

/** What the application PDF shows for a snapshot; the renderer masks TFN and account numbers. */
export function toPdfInput(
  s: ApplicationSnapshot,
  images: Map<string, Buffer>,
  opts: { companyName: string; generatedAt: Date; isResubmission: boolean; changes?: string[] },
): ApplicationPdfInput {
  const p = s.personal;
  const t = s.taxDeclaration;
  const f = s.superfundChoice;
  const m = s.medicalDeclaration;
  const contacts = [1, 2]
    .map((n) => ({
      name: str(p[`emergencyContactName${n}`]),
      mobile: str(p[`emergencyContactMobile${n}`]),
      relationship: str(p[`emergencyContactRelationship${n}`]),
    }))
    .filter((c) => c.name.trim());
  return {
    companyName: opts.companyName,
    generatedAt: opts.generatedAt,
    isResubmission: opts.isResubmission,
    changes: opts.isResubmission ? (opts.changes ?? []) : undefined,
    personal: {
      fullName: s.fullName,
      email: s.email,
      mobile: str(p.mobile),
      gender: str(p.gender),
      dateOfBirth: str(p.dateOfBirth),
    },
    photo: p.profilePhotoFileId ? images.get(p.profilePhotoFileId) : undefined,
    address: {
      houseNumber: str(p.addrsHouseNumber),
      streetName: str(p.addrsStreetName),
      suburb: str(p.addrsSuburb),
      state: str(p.addrsState),
      postcode: str(p.addrsPostcode),
    },
    emergencyContacts: contacts,
    personalStatus: {
      aboriginal: bool(p.tagAboriginal),
      singleParent: bool(p.tagSingleParent),
      disabled: bool(p.tagDisabled),
      australianCitizen: bool(p.tagAustralianCitizen),
      visaCitizen: bool(p.tagVisaCitizen),
      visaNumber: str(p.visaNumber),
      visaExpiry: str(p.visaExpiry),
    },
    cards: {
      redCard: str(p.cardRedCard),
      whiteCard: str(p.cardWhiteCard),
      incolink: str(p.cardIncolink),
      cbus: str(p.cardCbus),
      union: str(p.cardUnion),
      trafficController: str(p.cardTrafficController),
      forklift: str(p.licenceForklift),
      forkliftExpiry: str(p.licenceForkliftExpiry),
      ewp: str(p.licenceEWP),
      ewpExpiry: str(p.licenceEWPExpiry),
    },
    bank: {
      institution: str(p.bankInstitution),
      accountName: str(p.bankAccountName),
      bsb: str(p.bankBSB),
      accountNumber: str(p.bankAccountNumber),
    },
    position: {
      company: str(p.companyBeingEmployedBy),
      position: str(p.position),
      department: str(p.department),
      location: str(p.location),
      plannedStartDate: str(p.plannedStartDate),
    },
    policies: [
      ...(s.workplaceBehaviour ? [policy('Workplace Behaviour Policy', s.workplaceBehaviour, images)] : []),
      ...(s.confidentialityAgreement
        ? [policy('Confidentiality Agreement', s.confidentialityAgreement, images)]
        : []),
    ],
    medical: m
      ? {
          answers: Object.entries(m.answers).map(([key, value]) => ({
            question: MEDICAL_LABELS[key] ?? humanize(key),
            answer: str(value).trim() || 'None declared',
          })),
          declarationDate: m.medicalDeclarationDate,
          signature: mark(m, images),
        }
      : undefined,
    tax: t
      ? {
          taxFileNumber: str(t.taxFileNumber),
          tfnExemption: str(t.tfnExemption),
          basisOfPayment: str(t.basisOfPayment),
          australianResident: str(t.australianResident),
          claimTaxFreeThreshold: str(t.claimTaxFreeThreshold),
          hasHELPDebt: str(t.hasHELPDebt),
          previousFamilyName: str(t.previousFamilyName),
          declarationDate: str(t.taxDeclarationDate),
          signature: mark(t, images),
        }
      : undefined,
    superannuation: f
      ? {
          fundChoice: str(f.fundChoice),
          cbusMemberNumber: str(f.cbusMemberNumber),
          fundName: str(f.fundName),
          fundAddress: str(f.fundAddress),
          fundABN: str(f.fundABN),
          fundUSI: str(f.fundUSI),
          fundPhoneNumber: str(f.fundPhoneNumber),
          memberNumber: str(f.memberNumber),
          accountName: str(f.accountName),
          isSMSF: str(f.isSMSF),
          smsfBSB: str(f.smsfBSB),
          smsfAccountNumber: str(f.smsfAccountNumber),
          smsfFundESA: str(f.smsfFundESA),
          signature: mark(f, images),
        }
      : undefined,
    notes: str(p.notes),
    initialPng: s.personalEvidence.signatureFileId
      ? images.get(s.personalEvidence.signatureFileId)
      : undefined,
    initialEvidence: mark(s.personalEvidence, images),
  };
}
