import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { exportMembersWorkbook } from '../../src/server/services/excel/export-members-workbook';
import { createMember, createSuperfundChoice, createTaxDeclaration } from '../fixtures/factories';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// The export opens each page's encrypted fields (node:crypto) and reads each page in one
// query: every member must still get their own values, in their own columns, whichever of their
// fields are empty, across page boundaries, with awkward text kept exactly.

let t: TestApp;

/** Each member's plaintext, in the columns the sheet shows them under ('' for none). */
interface Expected {
  fullName: string;
  notes: string;
  'Visa Number': string;
  BSB: string;
  'Account Number': string;
  'Tax File Number': string;
  'Super TFN': string;
  'SMSF BSB': string;
  'SMSF Account Number': string;
}
const expected = new Map<string, Expected>();

const AWKWARD = [
  'Ngô, "Bảo" Châu',
  'line one\nline two\n\nline four',
  'tab\there, back\\slash',
  '',
  "😀 Zoë <&> 'single' ; semi,colon",
  '  padded  ',
  '{"looks":["like","json"]}',
];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 7; i++) {
    const has = (bit: number) => (i >> bit) % 2 === 1 || i === 6;
    const e: Expected = {
      fullName: `Batch ${i} ${AWKWARD[i]!}`,
      notes: AWKWARD[(i + 3) % AWKWARD.length]!,
      'Visa Number': has(0) ? `V-${i}-ẞ` : '',
      BSB: `06${i}-00${i}`,
      'Account Number': has(1) ? `1000${i}` : '',
      'Tax File Number': '',
      'Super TFN': '',
      'SMSF BSB': has(2) ? `63${i}-12${i}` : '',
      'SMSF Account Number': has(0) ? `9876${i}` : '',
    };
    const member = await createMember(t.deps, {
      email: `batch-${i}@example.com`,
      fullName: e.fullName,
      notes: e.notes,
      visaNumber: e['Visa Number'],
      bankBSB: e.BSB,
      bankAccountNumber: e['Account Number'],
    });
    // Members 0 and 4 have no tax declaration; 1 and 5 no super choice (left joins give nulls).
    if (i % 4 !== 0) {
      await createTaxDeclaration(t.deps, member, { taxFileNumber: i % 2 ? '123456782' : '' });
      e['Tax File Number'] = i % 2 ? '123 456 782' : '';
    }
    if (i % 4 !== 1) {
      await createSuperfundChoice(t.deps, member, {
        taxFileNumber: i === 3 ? '' : '876543210',
        isSMSF: 'yes',
        smsfBSB: e['SMSF BSB'],
        smsfAccountNumber: e['SMSF Account Number'],
      });
      // Batch 3 saved its super choice without a TFN: the fund gets the declaration's (decision 030).
      e['Super TFN'] = i === 3 ? '123 456 782' : '876 543 210';
    } else {
      e['SMSF BSB'] = '';
      e['SMSF Account Number'] = '';
    }
    expected.set(member.email, e);
  }
});
afterAll(() => t.close());

async function exportSheet(pageSize: number) {
  const out = new PassThrough();
  const file = buffer(out);
  const written = await exportMembersWorkbook(t.deps.database.db, t.deps.cipher, out, pageSize);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows = new Map<string, Record<string, unknown>>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value ?? '']));
    rows.set(String(cells.Email), cells);
  });
  return { written, rows };
}

describe('Excel export of a page at a time', () => {
  it.each([1, 2, 3, 500])(
    'gives every member their own decrypted fields and text as stored, in pages of %i',
    async (pageSize) => {
      const { written, rows } = await exportSheet(pageSize);
      expect(written).toBe(7);
      expect([...rows.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [email, e] of expected) {
        const row = rows.get(email)!;
        expect(row, email).toMatchObject({
          'Full Name': e.fullName,
          Notes: e.notes,
          'Visa Number': e['Visa Number'],
          BSB: e.BSB,
          'Account Number': e['Account Number'],
          'Tax File Number': e['Tax File Number'],
          'Super TFN': e['Super TFN'],
          'SMSF BSB': e['SMSF BSB'],
          'SMSF Account Number': e['SMSF Account Number'],
        });
      }
    },
  );

  /** Stores `value` as batch-3's account number for `check`, then puts the real one back. */
  async function withAccountNumber(value: (stored: string) => string, check: () => Promise<void>) {
    const { db } = t.deps.database;
    const [victim] = await db.select().from(teamMembers).where(eq(teamMembers.email, 'batch-3@example.com'));
    await db
      .update(teamMembers)
      .set({ bankAccountNumber: value(victim!.bankAccountNumber) })
      .where(eq(teamMembers.id, victim!.id));
    try {
      await check();
    } finally {
      await db
        .update(teamMembers)
        .set({ bankAccountNumber: victim!.bankAccountNumber })
        .where(eq(teamMembers.id, victim!.id));
    }
  }

  it.each([0, 7, 15])(
    'fails rather than write a value whose tag was altered (byte %i of 16)',
    async (byte) => {
      const tamper = (stored: string) => {
        const raw = Buffer.from(stored.slice(3), 'base64');
        raw[12 + byte]! ^= 0x80;
        return `v1:${raw.toString('base64')}`;
      };
      await withAccountNumber(tamper, () =>
        expect(
          exportMembersWorkbook(t.deps.database.db, t.deps.cipher, new PassThrough(), 2),
        ).rejects.toThrow('unable to authenticate'),
      );
    },
  );

  it('fails rather than write a value sealed with the real key under a short (8-byte) tag', async () => {
    // Node's GCM accepts a tag of any length unless told one: a shorter tag is easier to forge.
    // The cipher reads 16 bytes of tag, so this value's 8-byte tag never authenticates.
    const { key } = t.deps.cipher.shareKeys()[0]!;
    const forge = () => {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: 8 });
      const body = Buffer.concat([c.update('99999999', 'utf8'), c.final()]);
      return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
    };
    await withAccountNumber(forge, () =>
      expect(exportMembersWorkbook(t.deps.database.db, t.deps.cipher, new PassThrough(), 2)).rejects.toThrow(
        'unable to authenticate',
      ),
    );
  });

  it('fails rather than write a value whose ciphertext was altered in the database', async () => {
    const { db } = t.deps.database;
    const [victim] = await db.select().from(teamMembers).where(eq(teamMembers.email, 'batch-3@example.com'));
    const raw = Buffer.from(victim!.bankAccountNumber.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    await db
      .update(teamMembers)
      .set({ bankAccountNumber: `v1:${raw.toString('base64')}` })
      .where(eq(teamMembers.id, victim!.id));
    try {
      await expect(exportMembersWorkbook(db, t.deps.cipher, new PassThrough(), 2)).rejects.toThrow(
        'unable to authenticate',
      );
    } finally {
      await db
        .update(teamMembers)
        .set({ bankAccountNumber: victim!.bankAccountNumber })
        .where(eq(teamMembers.id, victim!.id));
    }
  });
});
