import { BasicInfoForm } from '../../features/personal-information/basic-info-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

/** Step 1. Its first Next proves the email with a code before anything is stored under it. */
export function BasicInfoPage() {
  return <WizardStep stepId="basic-info">{(context) => <BasicInfoForm context={context} />}</WizardStep>;
}
