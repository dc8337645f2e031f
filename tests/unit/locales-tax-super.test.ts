import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { SUPERFUND_CHOICE } from '../../src/shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../src/shared/catalogue/tax-declaration';
import {
  BASIS_OF_PAYMENT_LABELS,
  FUND_CHOICE_LABELS,
  NOT_QUOTED_CONSEQUENCE,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
  YES_NO_LABELS,
} from '../../src/shared/choice-labels';
import superfund from '../../src/shared/locales/en/super.json';
import tax from '../../src/shared/locales/en/tax.json';
import { REQUIRED_FIELDS_TOAST } from '../../src/shared/schemas/fields';
import { DEFAULT_FUND_HINT, TFN_FROM_TAX_DECLARATION } from '../../src/shared/schemas/superfund-choice';
import { TAX_QUESTIONS } from '../../src/shared/schemas/tax-declaration';
import { SUPER_GUARANTEE_RATES, superGuaranteeStatement } from '../../src/shared/super-rate';

// Issue 43: the English messages of the tax declaration and the super choice are the ATO's and the
// spec's words, the same the schemas and the PDF use: a translation key never changes them. (Their
// validation messages are the `validation` namespace's, checked in validation-messages.test.ts.)

const screenLabel = (entry: { label: string; screen?: string }) => entry.screen ?? entry.label;

describe('the tax declaration in English', () => {
  it('asks NAT 3092’s questions and offers its answers in the words the PDF prints', () => {
    expect(tax.questions).toEqual(TAX_QUESTIONS);
    expect(tax.exemption.options).toEqual(TFN_EXEMPTION_LABELS);
    expect(tax.exemption.notQuoted).toBe(NOT_QUOTED_CONSEQUENCE);
    expect(tax.basis).toEqual(BASIS_OF_PAYMENT_LABELS);
    expect(tax.residency).toEqual(RESIDENCY_LABELS);
    expect(tax.yesNo).toEqual(YES_NO_LABELS);
  });

  it('labels the summary’s rows as the catalogue does', () => {
    for (const [key, label] of Object.entries(tax.summary.rows)) {
      expect(label, key).toBe(screenLabel(TAX_DECLARATION[key as keyof typeof TAX_DECLARATION]));
    }
  });
});

describe('the super choice in English', () => {
  it('offers the three ways to choose and says the notes in the spec’s words', () => {
    expect(superfund.options).toEqual(FUND_CHOICE_LABELS);
    expect(superfund.form.defaultFundHint).toBe(DEFAULT_FUND_HINT);
    expect(superfund.form.tfnFromTaxDeclaration).toBe(TFN_FROM_TAX_DECLARATION);
    expect({ title: superfund.toasts.requiredTitle, description: superfund.toasts.requiredText }).toEqual(
      REQUIRED_FIELDS_TOAST,
    );
  });

  it('states the employer’s duty at each rate as the PDF’s statement does', () => {
    const duty = new IntlMessageFormat(superfund.form.duty, 'en');
    for (const { from, rate, base } of SUPER_GUARANTEE_RATES) {
      const shown = duty.format({ rate, base: base === 'qualifying earnings' ? 'qualifying' : 'ordinary' });
      expect(shown, from).toBe(superGuaranteeStatement(from));
    }
  });

  it('labels the summary’s rows as the catalogue does', () => {
    const { fund: _fund, ...rows } = superfund.summary.rows;
    for (const [key, label] of Object.entries(rows)) {
      expect(label, key).toBe(screenLabel(SUPERFUND_CHOICE[key as keyof typeof SUPERFUND_CHOICE]));
    }
  });
});
