import { ConfirmationForm } from '../../features/personal-information/confirmation-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function ConfirmationPage() {
  return <WizardStep stepId="confirmation">{(context) => <ConfirmationForm context={context} />}</WizardStep>;
}
