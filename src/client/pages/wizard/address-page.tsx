import { AddressForm } from '../../features/personal-information/address-form';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function AddressPage() {
  return <WizardStep stepId="address">{(context) => <AddressForm context={context} />}</WizardStep>;
}
