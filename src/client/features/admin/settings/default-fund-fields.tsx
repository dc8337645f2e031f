import { useState } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { APRA_FUNDS } from '../../../../shared/super-funds/apra-funds';
import { formatAbn } from '../../../../shared/validators/abn';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import type { SettingsFormValues } from './settings-form-values';

interface DefaultFundFieldsProps {
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  initial: SettingsFormValues['defaultFund'];
}

const OTHER = 'other';
const SMSF = 'smsf';

const pickOf = (fund: SettingsFormValues['defaultFund']) =>
  fund.kind === 'smsf' ? SMSF : (APRA_FUNDS.find((f) => f.usi === fund.usi)?.usi ?? OTHER);

/**
 * The employer's default fund (issue 39 item 3): one of APRA's list shipped as data, another
 * fund named by hand (name, ABN, USI), or a self-managed fund with its ESA and bank account.
 */
export function DefaultFundFields({ register, setValue, errors, initial }: DefaultFundFieldsProps) {
  const [pick, setPick] = useState(pickOf(initial));
  const e = errors.defaultFund;
  const choose = (value: string) => {
    setPick(value);
    const listed = APRA_FUNDS.find((f) => f.usi === value);
    const set = (name: 'kind' | 'name' | 'abn' | 'usi', v: string) =>
      setValue(`defaultFund.${name}`, v, { shouldDirty: true });
    if (listed) {
      set('kind', 'apra');
      set('name', listed.name);
      set('abn', listed.abn);
      set('usi', listed.usi);
    } else set('kind', value === SMSF ? 'smsf' : 'apra');
  };
  const listed = APRA_FUNDS.find((f) => f.usi === pick);
  return (
    <div className="space-y-4">
      <SelectField
        label="Default super fund"
        isRequired
        hint="Paid for a new hire who chooses the employer's default fund."
        placeholder="Select a fund"
        value={pick}
        onChange={(event) => choose(event.target.value)}
        options={[
          ...APRA_FUNDS.map((f) => ({ value: f.usi, label: f.name })),
          { value: OTHER, label: 'Another fund (type its name, ABN and USI)' },
          { value: SMSF, label: 'A self-managed super fund (SMSF)' },
        ]}
      />
      {listed ? (
        <p className="text-sm text-slate-700">
          ABN {formatAbn(listed.abn)}, USI {listed.usi}
        </p>
      ) : (
        <>
          <InputField
            label="Fund name"
            isRequired
            error={e?.name?.message}
            {...register('defaultFund.name')}
          />
          <InputField
            label="Fund ABN"
            isRequired
            inputMode="numeric"
            error={e?.abn?.message}
            {...register('defaultFund.abn')}
          />
          {pick === SMSF ? (
            <>
              <InputField
                label="Electronic service address (ESA)"
                isRequired
                error={e?.esa?.message}
                {...register('defaultFund.esa')}
              />
              <InputField
                label="BSB"
                isRequired
                inputMode="numeric"
                error={e?.bsb?.message}
                {...register('defaultFund.bsb')}
              />
              <InputField
                label="Account number"
                isRequired
                inputMode="numeric"
                error={e?.accountNumber?.message}
                {...register('defaultFund.accountNumber')}
              />
              <InputField
                label="Account name"
                isRequired
                error={e?.accountName?.message}
                {...register('defaultFund.accountName')}
              />
            </>
          ) : (
            <InputField
              label="Fund USI"
              isRequired
              error={e?.usi?.message}
              {...register('defaultFund.usi')}
            />
          )}
        </>
      )}
    </div>
  );
}
