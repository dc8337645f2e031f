import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { useSiteOptions } from '../../../lib/active-sites';
import type { PolicyFormValues } from './policy-form-schema';

interface PolicyAudienceFieldProps {
  register: UseFormRegister<PolicyFormValues>;
  control: Control<PolicyFormValues>;
  isEditing: boolean;
  error?: string;
}

/**
 * An employer document's hires (decision 090): everyone, the positions named, or the sites ticked;
 * whether the employer countersigns; and, when changed, whether those who signed sign again.
 */
export function PolicyAudienceField({ register, control, isEditing, error }: PolicyAudienceFieldProps) {
  const kind = useWatch({ control, name: 'appliesKind' });
  const sites = useSiteOptions();
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Who signs it</legend>
      <div className="flex flex-wrap gap-4">
        {(
          [
            ['everyone', 'Every hire'],
            ['positions', 'Hires in these positions'],
            ['sites', 'Hires at these sites'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} {...register('appliesKind')} />
            {label}
          </label>
        ))}
      </div>
      {kind === 'positions' && (
        <InputField
          label="Positions"
          hint="Separate positions with commas, e.g. Carpenter, Labourer"
          error={error}
          {...register('appliesPositions')}
        />
      )}
      {kind === 'sites' && (
        <div role="group" aria-label="Sites" className="flex flex-wrap gap-4">
          {sites.map((site) => (
            <label key={site.value} className="flex items-center gap-2">
              <input type="checkbox" value={site.value} {...register('appliesSites')} />
              {site.label}
            </label>
          ))}
          {error && <p className="w-full text-sm text-red-700">{error}</p>}
        </div>
      )}
      <CheckboxField
        label="The employer countersigns each signed copy"
        {...register('needsCountersignature')}
      />
      {isEditing && (
        <CheckboxField
          label="Ask hires who signed it before to sign it again"
          {...register('askToSignAgain')}
        />
      )}
    </fieldset>
  );
}
