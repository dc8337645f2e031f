import { describe, expect, it } from 'vitest';
import { firstGivenStatements } from '../../src/server/services/fair-work/fair-work-statements';

const given = (statement: 'fwis' | 'ceis', givenAt: string, url = `https://example.gov.au/${statement}`) => ({
  statement,
  title: statement === 'fwis' ? 'Fair Work Information Statement' : 'Casual Employment Information Statement',
  url,
  givenAt,
});

describe("HR's record of the Fair Work statements given", () => {
  it('keeps the first time each was given over the submissions, in the order they were made', () => {
    const first = JSON.stringify([given('fwis', '2026-11-02T01:00:00.000Z')]);
    // A resubmission after the hire turned casual: the FWIS again (with a newer link), the CEIS first.
    const second = JSON.stringify([
      given('fwis', '2026-11-20T01:00:00.000Z', 'https://example.gov.au/fwis-2027'),
      given('ceis', '2026-11-20T01:00:00.000Z'),
    ]);
    expect(firstGivenStatements([first, second])).toEqual([
      given('fwis', '2026-11-02T01:00:00.000Z'),
      given('ceis', '2026-11-20T01:00:00.000Z'),
    ]);
  });

  it('lists none for submissions made before the statements were recorded', () => {
    expect(firstGivenStatements(['[]', '[]'])).toEqual([]);
    expect(firstGivenStatements([])).toEqual([]);
  });
});
