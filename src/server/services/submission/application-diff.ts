import { type ApplicationSnapshot, MEMBER_BOOKKEEPING } from './application-snapshot';

const SECTIONS: [keyof ApplicationSnapshot, string][] = [
  ['personal', 'Personal Information'],
  ['workplaceBehaviour', 'Workplace Behaviour Policy'],
  ['medicalDeclaration', 'Medical Declaration Form'],
  ['taxDeclaration', 'Tax Declaration Form'],
  ['superfundChoice', 'Choice Of SuperFund'],
  ['confidentialityAgreement', 'Confidentiality Agreement'],
];

const SIGNATURE_KEYS = new Set(['signatureFileId', 'signedAt', 'signedIp', 'signedUserAgent']);
/** Not answers: an older snapshot can hold some of them (approvedWithoutDelivery did). */
const BOOKKEEPING = new Set<string>(MEMBER_BOOKKEEPING);

/** 'bankAccountNumber' -> 'bank account number'. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\./g, ' ')
    .toLowerCase();

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value ?? null));
  }
  return out;
}

/**
 * What changed between two submissions, as '{task}: {field}' lines: names only, never values,
 * since the PDF goes out by email (DESIGN.md §3.16).
 */
export function diffApplications(before: ApplicationSnapshot, after: ApplicationSnapshot): string[] {
  const changes: string[] = [];
  for (const [key, title] of SECTIONS) {
    const a = flatten(key === 'personal' ? { ...before.personal, ...before.personalEvidence } : before[key]);
    const b = flatten(key === 'personal' ? { ...after.personal, ...after.personalEvidence } : after[key]);
    const fields = new Set<string>();
    let resigned = false;
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      if (a.get(path) === b.get(path)) continue;
      if (path === '') {
        fields.add(a.has('') ? 'completed' : 'removed');
        continue;
      }
      const leaf = path.split('.').pop() ?? path;
      if (SIGNATURE_KEYS.has(leaf)) resigned = true;
      else if (key === 'personal' && BOOKKEEPING.has(path)) continue;
      else if (path.startsWith('answers.') && key !== 'medicalDeclaration') fields.add('answers');
      else fields.add(words(path.replace(/^answers\./, '')));
    }
    for (const field of fields) changes.push(`${title}: ${field}`);
    if (resigned) changes.push(`${title}: signed again`);
  }
  return changes;
}
