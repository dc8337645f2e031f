import { useConfig } from '../../lib/use-config';

/**
 * The header's mark: the employer's logo (or the app's dot), 'Employee Onboarding' and the
 * employer's name, from the settings (issue 39). Before the config arrives (a prerendered first
 * paint) only the dot and the app's name show.
 */
export function BrandMark({ nameOnlyOnPhone = false }: { nameOnlyOnPhone?: boolean }) {
  const config = useConfig();
  // The admin pages on a phone show the employer's name alone: a second header line pushed a
  // list's first record below the fold (every admin knows the app's name).
  return (
    <>
      {config?.logoUrl ? (
        <img
          src={config.logoUrl}
          alt=""
          className="h-8 w-auto max-w-16 shrink-0 object-contain sm:max-w-24"
        />
      ) : (
        <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand-600" />
      )}
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={nameOnlyOnPhone && config ? 'hidden sm:inline' : undefined}>
          Employee Onboarding
        </span>
        {config && (
          <span data-testid="company-name" className="truncate text-sm font-medium text-slate-600">
            {config.companyName}
          </span>
        )}
      </span>
    </>
  );
}
