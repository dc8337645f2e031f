import type { AuState } from '../schemas/site';

// The portable long service leave scheme for building and construction in each state and
// territory (issue 41 item 1), as data: HR records the hire's scheme number at invitation, under
// the name the scheme gives it, so the hire and payroll recognise it. Each scheme is the state's
// own statutory fund; the National Reciprocal Agreement counts service across them, so a hire has
// one number per state worked in and the site's state picks the scheme.
//
// Names, Acts and number labels were read from each scheme's own pages and business.gov.au's
// ABLIS listings (found by search). No scheme publishes a number format, so every number is
// free text of at most LSL_NUMBER_MAX characters. Where a label says 'not confirmed' we found no
// page naming the worker's number and used the scheme's word 'registration'.

export interface LslScheme {
  readonly state: AuState;
  /** The name the scheme trades under, as its letters and website show it. */
  readonly name: string;
  /** The statutory body behind the name, where it differs. */
  readonly body?: string;
  readonly act: string;
  readonly website: string;
  /** The scheme's own words for the worker's number. */
  readonly numberLabel: string;
}

export const LSL_SCHEMES: Readonly<Record<AuState, LslScheme>> = {
  NSW: {
    state: 'NSW',
    name: 'Long Service Corporation',
    act: 'Building and Construction Industry Long Service Payments Act 1986 (NSW)',
    website: 'https://www.longservice.nsw.gov.au',
    // longservice.nsw.gov.au, 'Start and end your workers': 'a Long Service Corporation registration number'
    numberLabel: 'Registration number',
  },
  VIC: {
    state: 'VIC',
    // CoINVEST Limited has traded as LeavePlus since 14 August 2023 (leaveplus.com.au, Corporate Information)
    name: 'LeavePlus (formerly CoINVEST)',
    body: 'CoINVEST Limited',
    act: 'Construction Industry Long Service Leave Act 1997 (Vic)',
    website: 'https://leaveplus.com.au',
    // leaveplus.com.au/support: 'Your LeavePlus member number is the same as your CoINVEST member number'
    numberLabel: 'Member number',
  },
  QLD: {
    state: 'QLD',
    name: 'QLeave',
    body: 'Building and Construction Industry (Portable Long Service Leave) Authority',
    act: 'Building and Construction Industry (Portable Long Service Leave) Act 1991 (Qld)',
    website: 'https://www.qleave.qld.gov.au',
    // qleave.qld.gov.au, 'My registration': 'a QLeave worker number'. A new worker is often
    // registered only by the employer's year-end return, so the hire may not have one yet.
    numberLabel: 'Worker number',
  },
  WA: {
    state: 'WA',
    name: 'MyLeave',
    body: 'Construction Industry Long Service Leave Payments Board',
    act: 'Construction Industry Portable Paid Long Service Leave Act 1985 (WA)',
    website: 'https://www.wa.gov.au/organisation/construction-industry-long-service-leave-payments-board',
    // Regulations 1986 r 7(g) (as amended 2023): the employer records 'the number of the
    // certificate of registration issued to the employee under section 31A(1)(b) of the Act'
    numberLabel: 'Registration certificate number',
  },
  SA: {
    state: 'SA',
    // Not 'CITB': SA's Construction Industry Training Board runs the training levy, a different body.
    name: 'Portable Long Service Leave',
    body: 'Construction Industry Long Service Leave Board',
    act: 'Construction Industry Long Service Leave Act 1987 (SA)',
    website: 'https://www.portableleave.org.au',
    numberLabel: 'Registration number', // not confirmed
  },
  TAS: {
    state: 'TAS',
    name: 'TasBuild',
    body: 'TasBuild Limited',
    act: 'Construction Industry (Long Service) Act 1997 (Tas)',
    website: 'https://tasbuild.com.au',
    numberLabel: 'Registration number', // not confirmed
  },
  ACT: {
    state: 'ACT',
    name: 'ACT Leave',
    body: 'ACT Long Service Leave Authority',
    act: 'Long Service Leave (Portable Schemes) Act 2009 (ACT)',
    website: 'https://actleave.act.gov.au',
    // actleave.act.gov.au/construction/workers: 'employees will receive a letter outlining their registration number'
    numberLabel: 'Registration number',
  },
  NT: {
    state: 'NT',
    // Registration is voluntary in the NT (ntbuild.com.au, Worker FAQs): many hires have no number.
    name: 'NT Build',
    act: 'Construction Industry Long Service Leave and Benefits Act 2005 (NT)',
    website: 'https://ntbuild.com.au',
    numberLabel: 'Registration number', // not confirmed
  },
};

/** The scheme of the site's state. */
export const lslSchemeFor = (state: AuState): LslScheme => LSL_SCHEMES[state];

/** No scheme publishes a format, so a number is free text, bounded to keep a pasted sentence out. */
export const LSL_NUMBER_MAX = 20;
export const LSL_NUMBER_TOO_LONG = `Must be ${LSL_NUMBER_MAX} characters or fewer`;

/**
 * What is wrong with a scheme number HR typed, or null. Blank is allowed: a hire new to the
 * industry has no number until the employer's first return registers them.
 */
export function lslNumberProblem(number: string): string | null {
  return number.trim().length > LSL_NUMBER_MAX ? LSL_NUMBER_TOO_LONG : null;
}
