import { isSensitiveLicence, licenceKindLabel } from '../../../shared/licence-kinds';
import { licenceText, snapshotLicences } from '../licences/snapshot-licences';
import { yesNoLabel } from '../../../shared/choice-labels';
import { type Catalogue, catalogueKeys, entryOf } from '../../../shared/catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import { documentText } from '../catalogue/answer-text';
import { ACKNOWLEDGED_TASKS } from '../../../shared/task-descriptors/index';
import { TASKS, type TaskId } from '../../../shared/tasks';
import { formatAuDate } from '../format/au-dates';
import type {
  ApplicationSnapshot,
  PersonalRecord,
  SnapshotEvidence,
  SnapshotPolicy,
  SuperfundRecord,
  TaxRecord,
} from './application-snapshot';

// The one change-description engine (issue 38 item 4): what changed between two submissions of one
// application, in words: each answer by its record catalogue's label (shared/catalogue/*) and its old and new values as a person reads them
// (choice labels, dates dd/mm/yyyy, numbers formatted), TFN and bank numbers masked
// (DESIGN §3.16: email is not a safe store). The medical answers are health information: they
// are never shown, and only a reader who receives health information (or the hire, whose they
// are) is told they changed. The hire's confirmation names the same changes without values
// (changeNames, application-diff.ts): one wording for both emails and the PDF.

/**
 * The words for a change that is not one answer's new value: the one wording of the hire's
 * confirmation, HR's email and the application PDF's list alike.
 */
export const CHANGE_WORDS = {
  completed: 'Completed',
  removed: 'Removed',
  document: 'Document',
  answers: 'Answers changed',
  signed: 'Signed again',
  initialled: 'Initialled again',
  /** After an answer's label: 'Profile photo replaced'. */
  replaced: 'replaced',
} as const;

/** One changed answer; `before`/`after` are absent for a change told without values ('Signed again'). */
export interface ApplicationChange {
  section: string;
  field: string;
  before?: string;
  after?: string;
}

/** Each task's section heading in the change list: its title, by its snapshot key. */
export const SECTION_TITLES = Object.fromEntries(
  TASKS.map((task) => [task.snapshotKey, task.title]),
) as Record<(typeof TASKS)[number]['snapshotKey'], string>;

export const NOT_PROVIDED = 'Not provided';

type Shown = (value: string) => string;
const shownDate: Shown = (v) => formatAuDate(v);

function shown(value: unknown, format: Shown | undefined): string {
  if (typeof value === 'boolean') return yesNoLabel(value);
  const text = value === null || value === undefined ? '' : String(value);
  if (text.trim() === '') return NOT_PROVIDED;
  return (format ? format(text) : text.trim()) || NOT_PROVIDED;
}

/**
 * Each answer of a record that changed, by its catalogue: its label, its old and new values as the
 * documents show them (formatted, secret numbers masked). A record's every column has an entry:
 * `catalogue` must name each key of `T`, so a column added to a task's table fails to compile here.
 */
export function recordChanges<T extends object>(
  section: string,
  before: T | null,
  after: T | null,
  catalogue: Catalogue<keyof T & string>,
  /** false: the catalogue's sensitive answers are left out (a reader not shown them; issue 42). */
  sensitive = true,
): ApplicationChange[] {
  if (!before && !after) return [];
  if (!before) return [{ section, field: CHANGE_WORDS.completed }];
  if (!after) return [{ section, field: CHANGE_WORDS.removed }];
  const out: ApplicationChange[] = [];
  for (const key of catalogueKeys(catalogue)) {
    const entry = entryOf(catalogue, key);
    if (entry.changes === false || (!sensitive && entry.sensitive)) continue;
    const a: unknown = before[key as keyof T];
    const b: unknown = after[key as keyof T];
    if (a === b || (a ?? '') === (b ?? '')) continue;
    const field = entry.label;
    if (entry.withoutValues) {
      out.push({ section, field: `${field} ${CHANGE_WORDS.replaced}` });
      continue;
    }
    const format: Shown | undefined =
      entry.format || entry.secret ? (value) => documentText(entry, value) : undefined;
    const was = shown(a, format);
    const now = shown(b, format);
    // Masked numbers can look alike ('••••5678' both times): still a change, said as one.
    out.push({ section, field, before: was, after: now === was ? `${now} (a different number)` : now });
  }
  return out;
}

const resigned = (a: SnapshotEvidence | null, b: SnapshotEvidence | null) =>
  !!a && !!b && (a.signedAt !== b.signedAt || a.signatureFileId !== b.signatureFileId);

function policyChanges(
  section: string,
  a: SnapshotPolicy | null,
  b: SnapshotPolicy | null,
): ApplicationChange[] {
  if (!a && !b) return [];
  if (!a) return [{ section, field: CHANGE_WORDS.completed }];
  if (!b) return [{ section, field: CHANGE_WORDS.removed }];
  const out: ApplicationChange[] = [];
  if (a.version !== b.version || a.title !== b.title)
    out.push({
      section,
      field: CHANGE_WORDS.document,
      before: `${a.title} (version ${a.version})`,
      after: `${b.title} (version ${b.version})`,
    });
  if (JSON.stringify(a.answers) !== JSON.stringify(b.answers))
    out.push({ section, field: CHANGE_WORDS.answers });
  if (resigned(a, b)) out.push({ section, field: CHANGE_WORDS.signed });
  return out;
}

function medicalChanges(
  a: ApplicationSnapshot['medicalDeclaration'],
  b: ApplicationSnapshot['medicalDeclaration'],
  health: boolean,
): ApplicationChange[] {
  const section = SECTION_TITLES.medicalDeclaration;
  if (!a && !b) return [];
  if (!a) return [{ section, field: CHANGE_WORDS.completed }];
  if (!b) return [{ section, field: CHANGE_WORDS.removed }];
  const out: ApplicationChange[] = [];
  if (a.medicalDeclarationDate !== b.medicalDeclarationDate)
    out.push({
      section,
      field: 'Declaration date',
      before: shown(a.medicalDeclarationDate, shownDate),
      after: shown(b.medicalDeclarationDate, shownDate),
    });
  if (health && JSON.stringify(a.answers) !== JSON.stringify(b.answers))
    out.push({ section, field: CHANGE_WORDS.answers });
  if (resigned(a, b)) out.push({ section, field: CHANGE_WORDS.signed });
  return out;
}

/**
 * What changed from `before` to `after`, section by section in the order of the tasks.
 * `health`: whether the reader receives health information or is the hire (then a change of the
 * medical answers is named, never shown; otherwise only the re-signing is). `sensitive: false`:
 * the reader is not shown the catalogue's sensitive answers (the personal-status tags of racial
 * or ethnic origin and disability), whose changes are then left out (issue 42 item 3).
 */
export function describeChanges(
  before: ApplicationSnapshot,
  after: ApplicationSnapshot,
  opts: { health: boolean; sensitive?: boolean },
): ApplicationChange[] {
  const personal = SECTION_TITLES.personal;
  const ownChanges: Partial<Record<TaskId, () => ApplicationChange[]>> = {
    'personal-information': () => [
      // The work state follows the Location (decision 089): a changed site is named once, as Location.
      ...recordChanges<Omit<PersonalRecord, 'workState'>>(
        personal,
        before.personal,
        after.personal,
        PERSONAL_INFORMATION,
        opts.sensitive,
      ),
      ...licenceChanges(personal, before, after, opts.health),
      ...(resigned(before.personalEvidence, after.personalEvidence)
        ? [{ section: personal, field: CHANGE_WORDS.initialled }]
        : []),
    ],
    'medical-declaration': () =>
      medicalChanges(before.medicalDeclaration, after.medicalDeclaration, opts.health),
    'tax-declaration': () => [
      ...recordChanges<TaxRecord>(
        SECTION_TITLES.taxDeclaration,
        before.taxDeclaration,
        after.taxDeclaration,
        TAX_DECLARATION,
      ),
      ...(resigned(before.taxDeclaration, after.taxDeclaration)
        ? [{ section: SECTION_TITLES.taxDeclaration, field: CHANGE_WORDS.signed }]
        : []),
    ],
    'superfund-choice': () => [
      ...recordChanges<SuperfundRecord>(
        SECTION_TITLES.superfundChoice,
        before.superfundChoice,
        after.superfundChoice,
        SUPERFUND_CHOICE,
      ),
      ...(resigned(before.superfundChoice, after.superfundChoice)
        ? [{ section: SECTION_TITLES.superfundChoice, field: CHANGE_WORDS.signed }]
        : []),
    ],
  };
  // In task order; a task stored as a policy acknowledgment is described by its descriptor.
  const tasks = TASKS.flatMap((task) => {
    const own = ownChanges[task.id];
    if (own) return own();
    const signed = ACKNOWLEDGED_TASKS.find((t) => t.id === task.id);
    return signed ? policyChanges(signed.title, before[signed.snapshotKey], after[signed.snapshotKey]) : [];
  });
  return [...tasks, ...employerDocumentChanges(before, after)];
}

/**
 * The licences held, each by its kind (the second of a kind 'White Card … 2'): added, removed, or
 * its number, issuer or expiry changed; new photos told without values. A union card is named
 * only to a reader shown sensitive information, as the medical answers are (decision 094).
 */
function licenceChanges(
  section: string,
  before: ApplicationSnapshot,
  after: ApplicationSnapshot,
  sensitive: boolean,
): ApplicationChange[] {
  const keyed = (s: ApplicationSnapshot) => {
    const seen = new Map<string, number>();
    const list = snapshotLicences(s).filter((l) => sensitive || !isSensitiveLicence(l.kind));
    return new Map(
      list.map((l) => {
        const n = (seen.get(l.kind) ?? 0) + 1;
        seen.set(l.kind, n);
        return [n === 1 ? licenceKindLabel(l.kind) : `${licenceKindLabel(l.kind)} ${n}`, l] as const;
      }),
    );
  };
  const was = keyed(before);
  const now = keyed(after);
  return [...new Set([...now.keys(), ...was.keys()])].flatMap((field): ApplicationChange[] => {
    const b = was.get(field);
    const a = now.get(field);
    const [bText, aText] = [b ? licenceText(b) : NOT_PROVIDED, a ? licenceText(a) : CHANGE_WORDS.removed];
    const changes: ApplicationChange[] =
      bText === aText ? [] : [{ section, field, before: bText, after: aText }];
    if (a && b && (a.frontFileId !== b.frontFileId || a.backFileId !== b.backFileId))
      changes.push({ section, field: `${field} photo ${CHANGE_WORDS.replaced}` });
    return changes;
  });
}

/** The employer's documents after the six (decision 090), each described as a signed policy. */
function employerDocumentChanges(
  before: ApplicationSnapshot,
  after: ApplicationSnapshot,
): ApplicationChange[] {
  const was = before.employerDocuments ?? [];
  const now = after.employerDocuments ?? [];
  const ids = [...new Set([...now, ...was].map((d) => d.policyDocumentId))];
  return ids.flatMap((id) => {
    const b = was.find((d) => d.policyDocumentId === id) ?? null;
    const a = now.find((d) => d.policyDocumentId === id) ?? null;
    return policyChanges((a ?? b)!.title, b, a);
  });
}

/** One change as a line of text: 'Tax Declaration Form: Basis of payment: was Full-time employment, now Casual employment'. */
export function changeLine(c: ApplicationChange): string {
  const head = `${c.section}: ${c.field}`;
  return c.before === undefined && c.after === undefined ? head : `${head}: was ${c.before}, now ${c.after}`;
}

/** The changes named without values (the application PDF's list). */
export function changeNames(changes: ApplicationChange[]): string[] {
  return changes.map((c) => `${c.section}: ${c.field}`);
}
