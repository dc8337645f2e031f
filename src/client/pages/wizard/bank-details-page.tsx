import { BankDetailsForm } from '../../features/personal-information/bank-details-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function BankDetailsPage() {
  return <WizardStep stepId="bank-details">{(context) => <BankDetailsForm context={context} />}</WizardStep>;
}
