import { EmergencyContactForm } from '../../features/personal-information/emergency-contact-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function EmergencyContactPage() {
  return (
    <WizardStep stepId="emergency-contact">
      {(context) => <EmergencyContactForm context={context} />}
    </WizardStep>
  );
}
