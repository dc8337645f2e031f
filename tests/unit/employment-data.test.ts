import { FAIR_WORK_STATEMENT_DEFAULT_URLS, FAIR_WORK_STATEMENT_TITLES } from '../../src/shared/choice-labels';
import { describe, expect, it } from 'vitest';
import {
  classificationLabel,
  classificationsOf,
  ENTERPRISE_AGREEMENT,
  EMPLOYMENT_INSTRUMENTS,
  employmentInstrumentLabel,
  MODERN_AWARDS,
  modernAwardOf,
} from '../../src/shared/employment/awards';
import {
  basisOfPaymentFor,
  EMPLOYMENT_TYPES,
  needsEndDate,
  statementsForEmploymentType,
} from '../../src/shared/employment/employment-types';
import { LSL_SCHEMES, lslNumberProblem, LSL_NUMBER_TOO_LONG } from '../../src/shared/employment/lsl-schemes';
import { AU_STATES } from '../../src/shared/schemas/site';

describe('modern awards', () => {
  it('gives every award a Fair Work Commission code (MA and six digits), each once', () => {
    const codes = MODERN_AWARDS.map((award) => award.code);
    for (const code of codes) expect(code).toMatch(/^MA\d{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('ships the construction awards named in issue 41 with their exact titles', () => {
    expect(Object.fromEntries(MODERN_AWARDS.map((award) => [award.code, award.title]))).toEqual({
      MA000020: 'Building and Construction General On-site Award 2020',
      MA000029: 'Joinery and Building Trades Award 2020',
      MA000025: 'Electrical, Electronic and Communications Contracting Award 2020',
      MA000036: 'Plumbing and Fire Sprinklers Award 2020',
      MA000032: 'Mobile Crane Hiring Award 2020',
      MA000010: 'Manufacturing and Associated Industries and Occupations Award 2020',
      MA000002: 'Clerks—Private Sector Award 2020',
    });
  });

  it('offers MA000020 levels CW1 to CW8 and the apprentice years', () => {
    const labels = classificationsOf('MA000020').map((entry) => entry.label);
    for (let level = 2; level <= 8; level++) expect(labels).toContain(`CW/ECW ${level}`);
    expect(labels.filter((label) => label.startsWith('CW/ECW 1 ('))).toEqual([
      'CW/ECW 1 (level a): new entrant',
      'CW/ECW 1 (level b): after 3 months',
      'CW/ECW 1 (level c): after 12 months',
      'CW/ECW 1 (level d)',
    ]);
    const apprentices = classificationsOf('MA000020').filter((entry) => entry.isApprentice);
    expect(apprentices.map((entry) => entry.label)).toEqual([
      '1st year apprentice',
      '2nd year apprentice',
      '3rd year apprentice',
      '4th year apprentice',
      'Adult apprentice',
    ]);
  });

  it('keeps each classification code once within its award', () => {
    for (const award of MODERN_AWARDS) {
      const codes = award.classifications.map((entry) => entry.code);
      expect(new Set(codes).size, award.code).toBe(codes.length);
    }
  });

  it('lets HR name an enterprise agreement, which has no classification list', () => {
    expect(EMPLOYMENT_INSTRUMENTS).toContain(ENTERPRISE_AGREEMENT);
    expect(modernAwardOf(ENTERPRISE_AGREEMENT)).toBeUndefined();
    expect(classificationsOf(ENTERPRISE_AGREEMENT)).toEqual([]);
    expect(employmentInstrumentLabel(ENTERPRISE_AGREEMENT)).toBe('An enterprise agreement (name it)');
  });

  it('reads a stored award and classification as payroll sees them, and a typed one as typed', () => {
    expect(employmentInstrumentLabel('MA000020')).toBe(
      'Building and Construction General On-site Award 2020 [MA000020]',
    );
    expect(classificationLabel('MA000020', 'CW3')).toBe('CW/ECW 3');
    expect(classificationLabel('MA000032', 'MCE2')).toBe('Mobile crane employee level 2 (MCE2)');
    expect(classificationLabel('MA000002', 'Level 2, year 1')).toBe('Level 2, year 1');
  });
});

describe('portable long service leave schemes', () => {
  it('has exactly one scheme for each state and territory, filed under it', () => {
    expect(Object.keys(LSL_SCHEMES).sort()).toEqual([...AU_STATES].sort());
    for (const state of AU_STATES) expect(LSL_SCHEMES[state].state).toBe(state);
    const names = AU_STATES.map((state) => LSL_SCHEMES[state].name);
    expect(new Set(names).size).toBe(AU_STATES.length);
  });

  it('names each scheme as it trades and says what it calls the number', () => {
    expect(
      AU_STATES.map((state) => [state, LSL_SCHEMES[state].name, LSL_SCHEMES[state].numberLabel]),
    ).toEqual([
      ['NSW', 'Long Service Corporation', 'Registration number'],
      ['VIC', 'LeavePlus (formerly CoINVEST)', 'Member number'],
      ['QLD', 'QLeave', 'Worker number'],
      ['WA', 'MyLeave', 'Registration certificate number'],
      ['SA', 'Portable Long Service Leave', 'Registration number'],
      ['TAS', 'TasBuild', 'Registration number'],
      ['ACT', 'ACT Leave', 'Registration number'],
      ['NT', 'NT Build', 'Registration number'],
    ]);
    for (const state of AU_STATES) expect(LSL_SCHEMES[state].website).toMatch(/^https:\/\//);
  });

  it('takes a number as free text of at most 20 characters, or none yet', () => {
    expect(lslNumberProblem('')).toBeNull();
    expect(lslNumberProblem('Q-1234 567/89')).toBeNull();
    expect(lslNumberProblem('12345678901234567890')).toBeNull();
    expect(lslNumberProblem('123456789012345678901')).toBe(LSL_NUMBER_TOO_LONG);
  });
});

describe('employment types and the Fair Work statements', () => {
  it('gives the Fair Work Information Statement to every type (s 125)', () => {
    for (const type of EMPLOYMENT_TYPES) expect(statementsForEmploymentType(type)).toContain('fwis');
  });

  it('adds the Casual Employment Information Statement for a casual only (s 125A)', () => {
    expect(statementsForEmploymentType('casual')).toEqual(['fwis', 'ceis']);
    expect(statementsForEmploymentType('full-time')).toEqual(['fwis']);
    expect(statementsForEmploymentType('part-time')).toEqual(['fwis']);
  });

  it('adds the Fixed Term Contract Information Statement for a fixed-term contract (s 333K), which needs an end date', () => {
    expect(statementsForEmploymentType('fixed-term')).toEqual(['fwis', 'ftcis']);
    expect(FAIR_WORK_STATEMENT_TITLES.ftcis).toBe('Fixed Term Contract Information Statement');
    expect(FAIR_WORK_STATEMENT_DEFAULT_URLS.ftcis).toMatch(/^https:\/\/www\.fairwork\.gov\.au\//);
    expect(EMPLOYMENT_TYPES.filter(needsEndDate)).toEqual(['fixed-term']);
  });

  it('defaults the tax form basis of payment from the type, leaving fixed-term to the hire', () => {
    expect(EMPLOYMENT_TYPES.map(basisOfPaymentFor)).toEqual(['full-time', 'part-time', 'casual', null]);
  });
});
