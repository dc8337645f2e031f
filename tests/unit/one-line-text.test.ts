import { describe, expect, it } from 'vitest';
import { basicInfoSchema } from '../../src/shared/schemas/basic-info';
import { confirmationSchema } from '../../src/shared/schemas/confirmation';
import {
  isCleanMultiLine,
  isOneLine,
  MULTI_LINE_MESSAGE,
  ONE_LINE_MESSAGE,
} from '../../src/shared/schemas/fields';
import { newStaffFormSchema } from '../../src/client/features/admin/staff/staff-form-schemas';
import { issueMessages, PNG } from './issue-messages';

// The rule lives in the shared schemas, so the basic-info form shows the same message the
// server answers with (issue 19 item 6e).

const basicInfo = (fullName: string) => ({
  fullName,
  email: 'sam@example.com',
  mobile: '0412 345 678',
  gender: 'Male',
  dateOfBirth: '1990-05-17',
});

describe('one-line and multi-line text', () => {
  it('the basic-info form shows the one-line message for a name with a line break or an override', () => {
    for (const name of [
      'Sam\nCarpenter',
      'Sam\r\nBcc: x@evil.example',
      'Sam\tCarpenter',
      'Sam\u202ECarpenter',
    ])
      expect(issueMessages(basicInfoSchema(), basicInfo(name))).toEqual({ fullName: [ONE_LINE_MESSAGE] });
  });

  it('names as people write them pass: diacritics, Vietnamese, Greek, Arabic, joined emoji, a trailing newline trimmed', () => {
    for (const name of [
      'Zoë Đặng',
      'Νίκος Παπαδόπουλος',
      'محمد علي',
      "O'Brien-Smith",
      '👩‍🔧 Jo',
      'Sam Carpenter\n',
    ])
      expect(issueMessages(basicInfoSchema(), basicInfo(name))).toEqual({});
  });

  it('one line refuses every C0 and C1 control, bidi control and line separator; multi-line keeps tab, CR and LF', () => {
    const refusedEverywhere = [
      ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
      0x061c,
      0x200e,
      0x200f,
      0x2028,
      0x2029,
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e,
      0x2066,
      0x2067,
      0x2068,
      0x2069,
    ].map((c) => String.fromCharCode(c));
    for (const ch of refusedEverywhere) {
      expect(isOneLine(`a${ch}b`), ch.charCodeAt(0).toString(16)).toBe(false);
      expect(isCleanMultiLine(`a${ch}b`), ch.charCodeAt(0).toString(16)).toBe(false);
    }
    for (const ch of ['\t', '\n', '\r']) {
      expect(isOneLine(`a${ch}b`)).toBe(false);
      expect(isCleanMultiLine(`a${ch}b`)).toBe(true);
    }
    // Zero-width joiners and non-joiners stay: emoji sequences and some scripts need them; a
    // no-break space is a space that shows.
    expect(isOneLine('a\u200Db\u200Cc\u00A0d')).toBe(true);
    // Characters that show nothing and join nothing are refused (issue 36 item 12).
    for (const ch of ['\u200B', '\u2060', '\u2061', '\u2064', '\uFEFF', '\u180E'])
      expect(isOneLine(`a${ch}b`), ch.charCodeAt(0).toString(16)).toBe(false);
  });

  it("the Staff form shows the one-line message for a staff member's name (issue 36 item 12)", () => {
    const staff = (name: string) => ({ name, email: 'olive@example.com', role: 'hr' });
    for (const name of ['Olive\r\nBcc: x@evil.example', 'Olive\u200BOwner', 'Olive\u202EOwner'])
      expect(issueMessages(newStaffFormSchema, staff(name))).toEqual({ name: [ONE_LINE_MESSAGE] });
    expect(issueMessages(newStaffFormSchema, staff('Zoë Đặng'))).toEqual({});
  });

  it('the confirmation notes keep their line breaks but not an override', () => {
    const notes = (text: string) => issueMessages(confirmationSchema(), { signature: PNG, notes: text });
    expect(notes('Starts Monday\r\nBring boots')).toEqual({});
    expect(notes('Starts Monday\u202Eevil')).toEqual({ notes: [MULTI_LINE_MESSAGE] });
  });
});
