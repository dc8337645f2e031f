// The kinds of licence, ticket and card a hire may hold (issue 40 item 1, decision 094), as data:
// the wizard's select, every output's label, the register's filter and a site's requirements all
// read this list. A kind's `code` is what is stored; a high-risk work licence's is its class code
// in WHS Regulations Schedule 3 (LF, WP, ...), so HR reads the code printed on the card.

export type LicenceGroup =
  'induction' | 'high-risk' | 'traffic' | 'driver' | 'safety' | 'trade' | 'industry' | 'other';

export const LICENCE_GROUP_LABELS: Record<LicenceGroup, string> = {
  induction: 'General construction induction',
  'high-risk': 'High risk work licences (WHS Regulations Schedule 3)',
  traffic: 'Traffic management',
  driver: 'Driver licence',
  safety: 'Safety tickets',
  trade: 'Trade licences',
  industry: 'Industry cards and memberships',
  other: 'Other',
};

export interface LicenceKind {
  readonly code: string;
  readonly label: string;
  /** It carries an expiry date, which is then required. */
  readonly expires: boolean;
  readonly group: LicenceGroup;
  /** Union membership: sensitive information (Privacy Act 1988 s 6), shown to the owner and HR only. */
  readonly sensitive?: true;
  /** The number field also asks for the licence class (a driver licence's C, LR, MR, HR, HC, MC). */
  readonly withClass?: true;
}

const hrw = (code: string, label: string): LicenceKind => ({
  code,
  label: `${label} (${code})`,
  expires: true,
  group: 'high-risk',
});

export const LICENCE_KINDS = [
  {
    code: 'WHITE_CARD',
    label: 'White Card (general construction induction)',
    expires: false,
    group: 'induction',
  },
  hrw('SB', 'Basic scaffolding'),
  hrw('SI', 'Intermediate scaffolding'),
  hrw('SA', 'Advanced scaffolding'),
  hrw('DG', 'Dogging'),
  hrw('RB', 'Basic rigging'),
  hrw('RI', 'Intermediate rigging'),
  hrw('RA', 'Advanced rigging'),
  hrw('CT', 'Tower crane'),
  hrw('CS', 'Self-erecting tower crane'),
  hrw('CD', 'Derrick crane'),
  hrw('CP', 'Portal boom crane'),
  hrw('CB', 'Bridge and gantry crane'),
  hrw('CV', 'Vehicle loading crane'),
  hrw('CN', 'Non-slewing mobile crane'),
  hrw('C2', 'Slewing mobile crane up to 20 tonnes'),
  hrw('C6', 'Slewing mobile crane up to 60 tonnes'),
  hrw('C1', 'Slewing mobile crane up to 100 tonnes'),
  hrw('C0', 'Slewing mobile crane over 100 tonnes'),
  hrw('HM', 'Materials hoist'),
  hrw('HP', 'Personnel and materials hoist'),
  hrw('WP', 'Boom-type elevating work platform'),
  hrw('PB', 'Concrete placing boom'),
  hrw('LF', 'Forklift truck'),
  hrw('LO', 'Order-picking forklift truck'),
  hrw('RS', 'Reach stacker'),
  { code: 'TRAFFIC_CONTROLLER', label: 'Traffic Controller Card', expires: true, group: 'traffic' },
  { code: 'TRAFFIC_IMPLEMENTER', label: 'Traffic management implementer', expires: true, group: 'traffic' },
  { code: 'DRIVER', label: 'Driver licence', expires: true, group: 'driver', withClass: true },
  { code: 'FIRST_AID', label: 'First aid', expires: true, group: 'safety' },
  { code: 'WORKING_AT_HEIGHTS', label: 'Working at heights', expires: false, group: 'safety' },
  { code: 'CONFINED_SPACE', label: 'Confined space entry', expires: false, group: 'safety' },
  { code: 'ASBESTOS', label: 'Asbestos removal or awareness', expires: false, group: 'safety' },
  { code: 'ELECTRICAL', label: 'Electrical licence', expires: true, group: 'trade' },
  { code: 'PLUMBING_GAS', label: 'Plumbing or gas fitting licence', expires: true, group: 'trade' },
  { code: 'REFRIGERANT', label: 'Refrigerant handling licence', expires: true, group: 'trade' },
  { code: 'RED_CARD', label: 'Red Card', expires: false, group: 'industry' },
  { code: 'INCOLINK', label: 'Incolink Card', expires: false, group: 'industry' },
  { code: 'CBUS', label: 'Cbus Card', expires: false, group: 'industry' },
  { code: 'UNION', label: 'Union Card', expires: false, group: 'industry', sensitive: true },
  { code: 'OTHER', label: 'Other licence or ticket', expires: false, group: 'other' },
] as const satisfies readonly LicenceKind[];

export type LicenceKindCode = (typeof LICENCE_KINDS)[number]['code'];

export const LICENCE_KIND_CODES = LICENCE_KINDS.map((kind) => kind.code) as [
  LicenceKindCode,
  ...LicenceKindCode[],
];

const BY_CODE: ReadonlyMap<string, LicenceKind> = new Map(LICENCE_KINDS.map((kind) => [kind.code, kind]));

/** The kind of a stored code; an unknown code (a kind retired since) reads as its code. */
export const licenceKindOf = (code: string): LicenceKind =>
  BY_CODE.get(code) ?? { code, label: code, expires: false, group: 'other' };

export const licenceKindLabel = (code: string): string => licenceKindOf(code).label;

/** Union membership is sensitive information: these rows are shown to the hire and HR only. */
export const isSensitiveLicence = (code: string): boolean => licenceKindOf(code).sensitive === true;

/**
 * The kinds a site may require of its hires (issue 40 item 2, decision 098): every kind but a
 * union card (requiring union membership is unlawful: Fair Work Act s 346, freedom of association)
 * and 'other' (which names nothing HR could sight).
 */
export const REQUIRABLE_LICENCE_CODES = LICENCE_KIND_CODES.filter(
  (code) => !isSensitiveLicence(code) && code !== 'OTHER',
) as [LicenceKindCode, ...LicenceKindCode[]];

/** What a site requires when the owner has not said otherwise: general construction induction (WHS Regulations r 317). */
export const DEFAULT_REQUIRED_LICENCES: LicenceKindCode[] = ['WHITE_CARD'];

/**
 * The purpose stated to the hire choosing a union card (Australian Privacy Principle 3.3: a
 * sensitive record is collected with consent and only where reasonably necessary).
 */
export const UNION_CARD_PURPOSE =
  'Union membership is sensitive information. We ask for it only so that HR can apply a union ' +
  'agreement or site access rule that names your union. It is optional, and only you and HR see it: ' +
  'payroll does not.';

/** Why a new union card is refused while the employer does not ask for one (issue 42 item 3). */
export const UNION_CARD_NOT_ASKED = 'This employer does not ask for union membership: remove the union card.';

/** The spec's fixed card and licence fields (before issue 40) and the kind each became (migration 0028). */
export const LEGACY_CARD_KINDS = {
  cardRedCard: 'RED_CARD',
  cardWhiteCard: 'WHITE_CARD',
  cardIncolink: 'INCOLINK',
  cardCbus: 'CBUS',
  cardUnion: 'UNION',
  cardTrafficController: 'TRAFFIC_CONTROLLER',
  licenceForklift: 'LF',
  licenceEWP: 'WP',
} as const satisfies Record<string, LicenceKindCode>;

/** The legacy licence fields' expiry fields. */
export const LEGACY_EXPIRIES = {
  licenceForklift: 'licenceForkliftExpiry',
  licenceEWP: 'licenceEWPExpiry',
} as const;
