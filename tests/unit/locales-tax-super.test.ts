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
import { ACCOUNT_NUMBER_INVALID, BSB_INVALID } from '../../src/shared/schemas/bank-details';
import { ONE_LINE_MESSAGE, REQUIRED_FIELDS_TOAST } from '../../src/shared/schemas/fields';
import {
  DEFAULT_FUND_HINT,
  FUND_CHOICE_REQUIRED,
  SUPERFUND_MESSAGES,
  TFN_FROM_TAX_DECLARATION,
} from '../../src/shared/schemas/superfund-choice';
import {
  FIRST_NAME_REQUIRED,
  HOME_COUNTRY_REQUIRED,
  NAMES_SPLIT_MISMATCH,
  TAX_MESSAGES,
  TAX_QUESTIONS,
  TFN_INVALID,
  TFN_OR_EXEMPTION_REQUIRED,
  TFN_RESERVED,
  UNDER_18_ONLY,
} from '../../src/shared/schemas/tax-declaration';
import { ESA_INVALID } from '../../src/shared/super-funds/smsf-esa-aliases';
import { SUPER_GUARANTEE_RATES, superGuaranteeStatement } from '../../src/shared/super-rate';

// Issue 43: the English messages of the tax declaration and the super choice are the ATO's and the
// spec's words, the same the schemas, the PDF and the server use: a translation key never changes them.

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

  it('says the schema’s and the server’s messages word for word', () => {
    expect(tax.errors).toEqual({
      tfnInvalid: TFN_INVALID,
      tfnOrExemption: TFN_OR_EXEMPTION_REQUIRED,
      under18Only: UNDER_18_ONLY,
      tfnReserved: TFN_RESERVED,
      homeCountry: HOME_COUNTRY_REQUIRED,
      firstName: FIRST_NAME_REQUIRED,
      namesSplit: NAMES_SPLIT_MISMATCH,
      basisOfPayment: TAX_MESSAGES.basisOfPayment,
      australianResident: TAX_MESSAGES.australianResident,
      claimTaxFreeThreshold: TAX_MESSAGES.claimTaxFreeThreshold,
      hasHELPDebt: TAX_MESSAGES.hasHELPDebt,
      initial: TAX_MESSAGES.signature,
      oneLine: ONE_LINE_MESSAGE,
    });
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

  it('says the schema’s and the server’s messages word for word', () => {
    expect(superfund.errors).toEqual({
      fundChoice: FUND_CHOICE_REQUIRED,
      fundName: SUPERFUND_MESSAGES.fundName,
      fundAbn: SUPERFUND_MESSAGES.fundAbn,
      fundUsi: SUPERFUND_MESSAGES.fundUsi,
      fundUsiInvalid: SUPERFUND_MESSAGES.fundUsiInvalid,
      fundAddress: SUPERFUND_MESSAGES.fundAddress,
      smsfBsb: SUPERFUND_MESSAGES.smsfBsb,
      smsfAccountNumber: SUPERFUND_MESSAGES.smsfAccountNumber,
      smsfFundEsa: SUPERFUND_MESSAGES.smsfFundEsa,
      signature: SUPERFUND_MESSAGES.signature,
      bsbInvalid: BSB_INVALID,
      accountNumberInvalid: ACCOUNT_NUMBER_INVALID,
      esaInvalid: ESA_INVALID,
      tfnInvalid: TFN_INVALID,
      tfnReserved: TFN_RESERVED,
      oneLine: ONE_LINE_MESSAGE,
    });
  });

  it('labels the summary’s rows as the catalogue does', () => {
    const { fund: _fund, ...rows } = superfund.summary.rows;
    for (const [key, label] of Object.entries(rows)) {
      expect(label, key).toBe(screenLabel(SUPERFUND_CHOICE[key as keyof typeof SUPERFUND_CHOICE]));
    }
  });
});
