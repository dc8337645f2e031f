// The modern awards a construction employer uses (issue 41 item 1), as data: HR chooses the
// award or agreement and the classification at invitation, and the payroll file and pushes
// carry them. A `code` is the Fair Work Commission's award code, stored as is, so payroll
// reads the code printed on the award (awards.fairwork.gov.au/<code>.html).
//
// Where each fact came from (read by search, not from the Commission's own page, which we could
// not open; check there when an award is varied or renamed):
// - Titles and codes: the Fair Work Commission's title with its year, 2020 since the four-yearly
//   review remade every award. Each entry says which public text carried its code and title.
// - MA000020's classifications: clause 19.1(a)'s minimum rates table names them 'CW/ECW 1
//   (level a)' to 'CW/ECW 1 (level d)', 'CW/ECW 2' to 'CW/ECW 8' and 'ECW 9' (engineering
//   construction only), as quoted from the consolidated award (consolidated to 1 July 2026) in a
//   public pay-rates repository (read 23 September 2026), whose tests re-derive the Fair Work
//   Ombudsman's pay guide from them. Level a is the new entrant, b after 3 months, c after 12 months
//   (the plumbing award's worker levels 1(a)-(c) use the same steps); level d's condition we
//   could not read, so its label carries none. Apprentices: the Fair Work Ombudsman's MA000020
//   pay guide prints 1st to 4th year and adult apprentice rates.
// - MA000032's classifications: Schedule A.1, mobile crane employee levels 1 to 7 (MCE1-MCE7),
//   as quoted from the consolidated award in the same repository.
// - The other awards' classification structures we could not read from a source we trust, so
//   their lists are empty and HR types the classification.

export interface AwardClassification {
  /** What is stored and exported. */
  readonly code: string;
  /** The award's own name for the level, as HR reads it in the pay guide. */
  readonly label: string;
  readonly isApprentice?: true;
}

export interface ModernAward {
  /** The Fair Work Commission's award code (MA and six digits). */
  readonly code: string;
  /** The award's exact title. */
  readonly title: string;
  /** Empty where we ship none: HR types the classification. */
  readonly classifications: readonly AwardClassification[];
}

const cw = (code: string, label: string): AwardClassification => ({ code, label });
const apprentice = (code: string, label: string): AwardClassification => ({
  code,
  label,
  isApprentice: true,
});
const mce = (level: number): AwardClassification => ({
  code: `MCE${level}`,
  label: `Mobile crane employee level ${level} (MCE${level})`,
});

export const MODERN_AWARDS = [
  {
    // knowledge.tradeform.au/entry/building-construction-on-site-award, chalkline.com.au/glossary/on-site-award,
    // hrconnect.com.au/modern-awards/building-construction-award
    code: 'MA000020',
    title: 'Building and Construction General On-site Award 2020',
    classifications: [
      cw('CW1a', 'CW/ECW 1 (level a): new entrant'),
      cw('CW1b', 'CW/ECW 1 (level b): after 3 months'),
      cw('CW1c', 'CW/ECW 1 (level c): after 12 months'),
      cw('CW1d', 'CW/ECW 1 (level d)'),
      cw('CW2', 'CW/ECW 2'),
      cw('CW3', 'CW/ECW 3'),
      cw('CW4', 'CW/ECW 4'),
      cw('CW5', 'CW/ECW 5'),
      cw('CW6', 'CW/ECW 6'),
      cw('CW7', 'CW/ECW 7'),
      cw('CW8', 'CW/ECW 8'),
      cw('ECW9', 'ECW 9 (engineering construction)'),
      apprentice('APPRENTICE_1', '1st year apprentice'),
      apprentice('APPRENTICE_2', '2nd year apprentice'),
      apprentice('APPRENTICE_3', '3rd year apprentice'),
      apprentice('APPRENTICE_4', '4th year apprentice'),
      apprentice('APPRENTICE_ADULT', 'Adult apprentice'),
    ],
  },
  {
    // knowledge.tradeform.au ('the Joinery Award MA000029 for off-site joinery'); a public
    // payroll rules list ('Joinery and Building Trades', MA000029)
    code: 'MA000029',
    title: 'Joinery and Building Trades Award 2020',
    classifications: [],
  },
  {
    // knowledge.tradeform.au ('the Electrical Award MA000025'); public award lists giving the full title
    code: 'MA000025',
    title: 'Electrical, Electronic and Communications Contracting Award 2020',
    classifications: [],
  },
  {
    // A public pay-rates repository quoting awards.fairwork.gov.au/MA000036.html (consolidated to 16 September 2026)
    code: 'MA000036',
    title: 'Plumbing and Fire Sprinklers Award 2020',
    classifications: [],
  },
  {
    // The same repository quoting awards.fairwork.gov.au/MA000032.html (consolidated to 1 July 2026).
    // It does not cover an employer bound by MA000020 (cl 4.3(b)): a builder's crane crew is MA000020.
    code: 'MA000032',
    title: 'Mobile Crane Hiring Award 2020',
    classifications: [1, 2, 3, 4, 5, 6, 7].map(mce),
  },
  {
    // The same repository quoting awards.fairwork.gov.au/MA000010.html (consolidated to 1 July 2026)
    code: 'MA000010',
    title: 'Manufacturing and Associated Industries and Occupations Award 2020',
    classifications: [],
  },
  {
    // Public award lists ('Clerks - Private Sector Award', MA000002); the Commission writes an em dash
    code: 'MA000002',
    title: 'Clerks—Private Sector Award 2020',
    classifications: [],
  },
] as const satisfies readonly ModernAward[];

export type ModernAwardCode = (typeof MODERN_AWARDS)[number]['code'];

export const MODERN_AWARD_CODES = MODERN_AWARDS.map((award) => award.code) as [
  ModernAwardCode,
  ...ModernAwardCode[],
];

/** The option for an enterprise agreement, which the employer names in its own words. */
export const ENTERPRISE_AGREEMENT = 'ENTERPRISE_AGREEMENT';
export const ENTERPRISE_AGREEMENT_LABEL = 'An enterprise agreement (name it)';

/** Every choice HR has for what sets the hire's pay: an award we ship, or an agreement. */
export const EMPLOYMENT_INSTRUMENTS = [...MODERN_AWARD_CODES, ENTERPRISE_AGREEMENT] as [
  ModernAwardCode | typeof ENTERPRISE_AGREEMENT,
  ...(ModernAwardCode | typeof ENTERPRISE_AGREEMENT)[],
];
export type EmploymentInstrument = (typeof EMPLOYMENT_INSTRUMENTS)[number];

const BY_CODE: ReadonlyMap<string, ModernAward> = new Map(MODERN_AWARDS.map((award) => [award.code, award]));

/** The award of a stored code; undefined for an agreement or an award no longer shipped. */
export const modernAwardOf = (code: string): ModernAward | undefined => BY_CODE.get(code);

/** The classifications HR chooses from: none for an agreement or an unlisted award (HR types one). */
export const classificationsOf = (code: string): readonly AwardClassification[] =>
  modernAwardOf(code)?.classifications ?? [];

/** How a stored classification reads: the award's label, or the text HR typed. */
export function classificationLabel(awardCode: string, classification: string): string {
  return classificationsOf(awardCode).find((entry) => entry.code === classification)?.label ?? classification;
}

/** How a stored award code reads: 'Title [MA000020]', or the agreement option's label. */
export function employmentInstrumentLabel(code: string): string {
  if (code === ENTERPRISE_AGREEMENT) return ENTERPRISE_AGREEMENT_LABEL;
  const award = modernAwardOf(code);
  return award ? `${award.title} [${award.code}]` : code;
}
