import { useQuery } from '@tanstack/react-query';
import { BasicInfoForm } from '../../features/personal-information/basic-info-form';
import { WizardStep } from '../../features/personal-information/wizard-step';
import { useMyInvitation } from '../../lib/my-invitation';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { MeStatus } from '../../../shared/me-status';

/**
 * Step 1. Its first Next proves the email with a code before anything is stored under it; an
 * invited hire, proven by the link, starts from HR's details and is asked no code.
 */
export function BasicInfoPage() {
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  const invitation = useMyInvitation(status.data?.email);
  return (
    <WizardStep stepId="basic-info" isWaiting={invitation.isWaiting}>
      {(context) => <BasicInfoForm context={context} prefill={invitation.prefill} />}
    </WizardStep>
  );
}
