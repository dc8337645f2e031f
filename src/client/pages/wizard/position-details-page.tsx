import { useQuery } from '@tanstack/react-query';
import { PositionDetailsForm } from '../../features/personal-information/position-details-form';
import { useCompanyName } from '../../features/personal-information/use-company-name';
import { WizardStep } from '../../features/personal-information/wizard-step';
import { useMyInvitation } from '../../lib/my-invitation';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { MeStatus } from '../../../shared/me-status';

export function PositionDetailsPage() {
  const company = useCompanyName();
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  const invitation = useMyInvitation(status.data?.email);
  return (
    <WizardStep stepId="position-details" isWaiting={company.isPending || invitation.isWaiting}>
      {(context) => (
        <PositionDetailsForm
          context={context}
          companyName={company.data ?? ''}
          prefill={invitation.prefill}
        />
      )}
    </WizardStep>
  );
}
