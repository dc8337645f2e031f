import { answerWords } from '../../../shared/acknowledgment';
import { documentLicences, snapshotLicences } from '../licences/snapshot-licences';
import { inArray } from 'drizzle-orm';
import { ACKNOWLEDGED_TASKS } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import type { Cipher } from '../crypto/cipher';
import { openFileBytes } from '../files/file-bytes';
import type { FairWorkStatementGiven } from '../../../shared/answers/fair-work';
import type { ApplicationPdfInput, SignedMark } from '../pdf/application-pdf-input';
import type { ApplicationSnapshot, SnapshotEvidence, SnapshotPolicy } from './application-snapshot';

/** The images a snapshot refers to (photo, initial, each signature), by file id. */
export async function loadSnapshotImages(
  db: Db,
  cipher: Cipher,
  s: ApplicationSnapshot,
): Promise<Map<string, Buffer>> {
  const ids = [
    s.personal.profilePhotoFileId,
    s.personalEvidence.signatureFileId,
    s.medicalDeclaration?.signatureFileId,
    s.taxDeclaration?.signatureFileId,
    s.superfundChoice?.signatureFileId,
    ...ACKNOWLEDGED_TASKS.map((task) => s[task.snapshotKey]?.signatureFileId),
    ...(s.employerDocuments ?? []).map((d) => d.signatureFileId),
  ].filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((r) => [r.id, openFileBytes(cipher, r.bytes)]));
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
    answers: p.answers.map((a) => ({ question: a.question, answer: answerWords(a) })),
    signature: mark(p, images),
  };
}

/** What the application PDF shows for a snapshot; the renderer masks TFN and account numbers. */
export function toPdfInput(
  s: ApplicationSnapshot,
  images: Map<string, Buffer>,
  opts: {
    companyName: string;
    employerAbn?: string;
    logo?: Buffer;
    generatedAt: Date;
    timeZone: string;
    isResubmission: boolean;
    changes?: string[];
    /** The Fair Work statements recorded with the submission. */
    fairWorkStatements?: FairWorkStatementGiven[];
    collectionNotice?: ApplicationPdfInput['collectionNotice'];
    /** false: for a reader not shown sensitive information (`ApplicationPdfInput.sensitive`). */
    sensitive?: false;
  },
): ApplicationPdfInput {
  const p = s.personal;
  const t = s.taxDeclaration;
  const f = s.superfundChoice;
  const m = s.medicalDeclaration;
  return {
    companyName: opts.companyName,
    logo: opts.logo,
    employerAbn: opts.employerAbn,
    generatedAt: opts.generatedAt,
    timeZone: opts.timeZone,
    isResubmission: opts.isResubmission,
    ...(opts.sensitive === false ? { sensitive: false as const } : {}),
    changes: opts.isResubmission ? (opts.changes ?? []) : undefined,
    // Each section reads the fields it prints from the one typed record (structurally).
    personal: { ...p, email: s.email },
    photo: p.profilePhotoFileId ? images.get(p.profilePhotoFileId) : undefined,
    address: p,
    emergencyContacts: p,
    personalStatus: p,
    cards: { licences: documentLicences(snapshotLicences(s)) },
    bank: p,
    position: p,
    // Each task signed as a policy acknowledgment, under its title, in task order.
    // Then each employer document signed (decision 090), under its own title, as signed.
    policies: [
      ...ACKNOWLEDGED_TASKS.flatMap((task) => {
        const signed = s[task.snapshotKey];
        return signed ? [policy(task.title, signed, images)] : [];
      }),
      ...(s.employerDocuments ?? []).map((d) => policy(d.title, d, images)),
    ],
    medical: m
      ? {
          medicalDeclarationDate: m.medicalDeclarationDate,
          signature: mark(m, images),
        }
      : undefined,
    tax: t ? { ...t, signature: mark(t, images) } : undefined,
    superannuation: f ? { ...f, signature: mark(f, images) } : undefined,
    notes: p.notes,
    initialPng: s.personalEvidence.signatureFileId
      ? images.get(s.personalEvidence.signatureFileId)
      : undefined,
    initialEvidence: mark(s.personalEvidence, images),
    fairWorkStatements: opts.fairWorkStatements?.map((g) => ({
      title: g.title,
      url: g.url,
      givenAt: new Date(g.givenAt),
    })),
    collectionNotice: opts.collectionNotice,
  };
}
