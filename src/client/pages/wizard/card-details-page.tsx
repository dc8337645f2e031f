import { CardDetailsForm } from '../../features/personal-information/card-details-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function CardDetailsPage() {
  return <WizardStep stepId="card-details">{(context) => <CardDetailsForm context={context} />}</WizardStep>;
}
