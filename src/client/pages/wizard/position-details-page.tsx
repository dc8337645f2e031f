import { PositionDetailsForm } from '../../features/personal-information/position-details-form';
import { useCompanyName } from '../../features/personal-information/use-company-name';
import { WizardStep } from '../../features/personal-information/wizard-step';

export function PositionDetailsPage() {
  const company = useCompanyName();
  return (
    <WizardStep stepId="position-details" isWaiting={company.isPending}>
      {(context) => <PositionDetailsForm context={context} companyName={company.data ?? ''} />}
    </WizardStep>
  );
}
