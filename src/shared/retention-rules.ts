/**
 * How long the law keeps each record, as data (issue 42 item 2, decision 108). A record becomes
 * deletable when every rule that applies to it has ended; the rule ending last is the one named.
 * The periods run from the last day of employment ('YYYY-MM-DD', HR's end date): while none is
 * recorded, an employee's record has no end to its period yet.
 */
export const RETENTION_RULES = {
  'employee-record': {
    title: 'Employee record',
    keep: '7 years after the employment ends',
    law: 'Fair Work Act 2009 s535; Fair Work Regulations 2009 regs 3.31-3.44',
    yearsAfterEnd: 7,
  },
  'tfn-declaration': {
    title: 'TFN declaration',
    keep: 'while the ATO requires it (5 years after the employment ends), then destroyed',
    law: 'Privacy (Tax File Number) Rule 2015 s11; Taxation Administration Act 1953 Sch 1 s382-5',
    yearsAfterEnd: 5,
  },
  'super-choice': {
    title: 'Superannuation choice',
    keep: '5 years after the employment ends',
    law: 'Superannuation Guarantee (Administration) Act 1992 s79',
    yearsAfterEnd: 5,
  },
  'never-employed': {
    title: 'Never an employee',
    keep: 'deletable at any time; purged once the invitation has expired or the last activity is long past',
    law: 'Privacy Act 1988 APP 11.2',
    yearsAfterEnd: 0,
  },
} as const;

export type RetentionRuleId = keyof typeof RETENTION_RULES;
export const RETENTION_RULE_IDS = Object.keys(RETENTION_RULES) as RetentionRuleId[];

/** Days after the invitation expired or the last activity before a never-employed person is purged. */
export const NEVER_EMPLOYED_PURGE_DEFAULT_DAYS = 90;

/** What decides a record's period. */
export interface RetentionFacts {
  /** HR approved the application: the person became an employee (the employee file). */
  isEmployee: boolean;
  /** The last day of employment, 'YYYY-MM-DD'; null while employed (or not recorded). */
  endedOn: string | null;
  hasTaxDeclaration: boolean;
  hasSuperChoice: boolean;
}

export interface RecordRetention {
  rule: RetentionRuleId;
  /** The first day the record may be deleted, 'YYYY-MM-DD'; null: any day (never employed) or not yet known (no end date). */
  deletableFrom: string | null;
  /** `today` is on or after `deletableFrom` (always, for someone never employed). */
  isDeletable: boolean;
}

/** 'YYYY-MM-DD' plus whole years; 29 February becomes 1 March in a year without one. */
export function addYears(isoDay: string, years: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The period of one person's record on `today` ('YYYY-MM-DD', the employer's day). */
export function recordRetention(facts: RetentionFacts, today: string): RecordRetention {
  if (!facts.isEmployee) return { rule: 'never-employed', deletableFrom: null, isDeletable: true };
  const applying: RetentionRuleId[] = ['employee-record'];
  if (facts.hasTaxDeclaration) applying.push('tfn-declaration');
  if (facts.hasSuperChoice) applying.push('super-choice');
  // The longest period governs: on the day it ends, every other has ended too.
  const rule = applying.reduce((a, b) =>
    RETENTION_RULES[b].yearsAfterEnd > RETENTION_RULES[a].yearsAfterEnd ? b : a,
  );
  if (!facts.endedOn) return { rule, deletableFrom: null, isDeletable: false };
  const deletableFrom = addYears(facts.endedOn, RETENTION_RULES[rule].yearsAfterEnd);
  return { rule, deletableFrom, isDeletable: today >= deletableFrom };
}

/** The rule as a sentence: its title, what it keeps, and the law it cites. */
export const ruleSentence = (rule: RetentionRuleId) =>
  `${RETENTION_RULES[rule].title}: ${RETENTION_RULES[rule].keep} (${RETENTION_RULES[rule].law})`;
