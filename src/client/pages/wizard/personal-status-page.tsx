import { PersonalStatusForm } from '../../features/personal-information/personal-status-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function PersonalStatusPage() {
  return (
    <WizardStep stepId="personal-status">{(context) => <PersonalStatusForm context={context} />}</WizardStep>
  );
}
