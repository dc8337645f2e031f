import type { FocusEvent, FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { HrAskedNotice } from '../../components/ui/hr-asked-notice';
import { SaveLine } from '../../components/ui/save-line';
import { WIZARD_STEP_COUNT, wizardStepById, type WizardStepId } from '../../../shared/tasks';
import { STEP_NAV } from './step-nav';
import { HireHeader } from '../../components/ui/hire-header';
import { CollectionNotice } from './collection-notice';

interface WizardLayoutProps {
  stepId: WizardStepId;
  children?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  isLoading?: boolean;
  isBusy?: boolean;
  nextLabel?: string;
  busyLabel?: string;
  /** False hides Next (the confirmation shows it only once initialled). */
  showNext?: boolean;
  /** Shown above the buttons, e.g. why Next is not there yet. */
  footerNote?: ReactNode;
}

function LoadingFields() {
  const { t } = useTranslation('wizard');
  return (
    <div role="status" aria-label={t('layout.loading')} className="animate-pulse space-y-5">
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="mt-2 h-12 rounded-xl bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/**
 * The frame of every wizard screen: 'Step N of 8' with its progress bar (DESIGN §3.5), the
 * heading, the step's fields in one form, and Back / Next. Enter in a field presses Next.
 */
export function WizardLayout({
  stepId,
  children,
  onSubmit,
  isLoading,
  isBusy,
  nextLabel,
  busyLabel,
  showNext = true,
  footerNote,
}: WizardLayoutProps) {
  const { t } = useTranslation('wizard');
  const step = wizardStepById(stepId);
  const nav = STEP_NAV[stepId];
  const stepText = t('layout.stepOf', { step: step.stepNumber, count: WIZARD_STEP_COUNT });
  const subtitle = 'subtitle' in step ? t(`steps.${step.id}.subtitle`) : undefined;

  return (
    <div className="min-h-dvh">
      <HireHeader />
      <main className="mx-auto max-w-xl px-4 py-6 sm:py-8">
        <p className="text-sm font-medium text-slate-600">{stepText}</p>
        <ProgressBar
          className="mt-2"
          label={t('layout.progress')}
          value={(step.stepNumber / WIZARD_STEP_COUNT) * 100}
          valueText={stepText}
        />
        <h1 className="mt-6 text-2xl font-bold tracking-wide break-words text-slate-900">
          {t(`steps.${step.id}.title`)}
        </h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-4 empty:hidden">
          <HrAskedNotice taskId="personal-information" />
        </div>
        {/* Before the first personal question, the collection notice (APP 5, decision 106). */}
        {step.stepNumber === 1 && (
          <div className="mt-4">
            <CollectionNotice />
          </div>
        )}

        <form
          noValidate
          onSubmit={onSubmit}
          onBlurCapture={keepNextInPlace}
          aria-busy={isBusy || undefined}
          className="mt-6"
        >
          <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            {isLoading ? <LoadingFields /> : children}
          </div>
          {footerNote && <div className="mt-5">{footerNote}</div>}
          {!isLoading && <SaveLine className="mt-4" />}
          {/* Side by side while both fit; a long Next label wraps onto its own row, above Back. */}
          <div className="mt-6 flex flex-wrap-reverse gap-3">
            <LinkButton
              href={nav.back.href}
              variant="outline"
              className="grow basis-36 px-3 whitespace-nowrap"
            >
              {t(`layout.${nav.back.label}`)}
            </LinkButton>
            {showNext && (
              <Button
                type="submit"
                className="grow basis-36 px-3 whitespace-nowrap"
                disabled={isLoading || isBusy}
              >
                {isBusy ? (busyLabel ?? t('layout.saving')) : (nextLabel ?? t('layout.next'))}
              </Button>
            )}
          </div>
        </form>
      </main>
    </div>
  );
}

/**
 * Leaving a field for this form's Next button does not validate it on the way: its error would
 * appear under the field as the finger comes down, push the button away before the finger lifts,
 * and the tap would do nothing. Next validates every field itself.
 */
function keepNextInPlace(event: FocusEvent<HTMLFormElement>) {
  const next = event.relatedTarget;
  if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget) {
    event.stopPropagation();
  }
}
