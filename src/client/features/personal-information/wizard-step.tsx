import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { WizardStepId } from '../../../shared/tasks';
import { useStepSource, type StepContext } from './use-step-source';
import { WizardLayout } from './wizard-layout';

/**
 * Loads what a screen starts from (status, drafts, and the stored member in edit mode), then
 * renders the screen's form once, with its initial values known.
 */
export function WizardStep({
  stepId,
  isWaiting = false,
  children,
}: {
  stepId: WizardStepId;
  /** Something else the form's initial values need is still on its way. */
  isWaiting?: boolean;
  children: (context: StepContext) => ReactNode;
}) {
  const { t } = useTranslation('wizard');
  const { context, isError, retry } = useStepSource(stepId);
  if (context && !isWaiting) return children(context);
  return (
    <WizardLayout stepId={stepId} isLoading={!isError} showNext={false}>
      {isError && (
        <div role="alert" className="text-red-900">
          <p className="font-semibold">{t('layout.loadFailed')}</p>
          <p className="mt-1 text-sm">{t('layout.checkConnection')}</p>
          <Button variant="outline" className="mt-4" onClick={retry}>
            {t('layout.tryAgain')}
          </Button>
        </div>
      )}
    </WizardLayout>
  );
}
