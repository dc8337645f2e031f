import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel } from '../../src/shared/audit-actions';

// Issue 35 item 9: the Audit page shows words, never 'staff.sign_in'. Every action code the
// server writes, by writeAudit or by its own insert or update of audit_log (sign-in attempts,
// the PIN), must have words in shared/audit-actions.ts.

const SERVER = path.resolve(import.meta.dirname, '../../src/server');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The quoted action codes in some code: 'staff.sign_in', 'application-moved'. */
const literals = (code: string) => [...code.matchAll(/'([a-z][a-z_]*[.-][a-z_.-]+)'/g)].map((m) => m[1]!);

/**
 * The codes one file writes as an audit action: the literals of every `action: …` or
 * `auditAction: …` value, and of the constants and helpers such a value names
 * (`action: FAILED`, `action: auditAction(changes.active)`).
 */
function actionCodes(code: string): string[] {
  const found: string[] = [];
  for (const [, value] of code.matchAll(/\b(?:action|auditAction)\??\s*:\s*([^,}\n;]+)/g)) {
    found.push(...literals(value!));
    for (const [name] of value!.matchAll(/(?<![.\w])[A-Za-z_]\w*/g)) {
      const declared = new RegExp(`const ${name}\\b[^=]*=([\\s\\S]*?);\\n`).exec(code);
      if (declared) found.push(...literals(declared[1]!));
    }
  }
  return found;
}

const written = new Map<string, string>();
for (const file of sources(SERVER)) {
  const code = fs.readFileSync(file, 'utf8');
  if (!/writeAudit|auditLog|auditAction/.test(code)) continue;
  for (const action of actionCodes(code)) written.set(action, path.relative(SERVER, file));
}

describe('every audit action has words', () => {
  it('finds the actions the server writes, the sign-in attempts and the PIN among them', () => {
    expect([...written.keys()]).toEqual(
      expect.arrayContaining([
        'staff.sign_in',
        'staff.sign_in_failed',
        'staff.sign_in_refused',
        'admin.pin_failed',
        'admin.pin_locked',
        'recipient.deactivate',
        'policy.activate',
        'submission.retry_delivery',
        'member.reveal',
      ]),
    );
  });

  it('has a label for every action code written anywhere in src/server', () => {
    const unlabelled = [...written].filter(([action]) => !Object.hasOwn(AUDIT_ACTIONS, action));
    expect(unlabelled, 'action codes without words in src/shared/audit-actions.ts').toEqual([]);
  });

  it('labels only actions that are written, each in words of its own', () => {
    expect(Object.keys(AUDIT_ACTIONS).filter((action) => !written.has(action))).toEqual([]);
    const labels = Object.values(AUDIT_ACTIONS).map((a) => a.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]/);
  });

  it('shows an old code it has no words for as stored', () => {
    expect(auditActionLabel('staff.sign_in')).toBe('Signed in');
    expect(auditActionLabel('retired.action')).toBe('retired.action');
  });
});
