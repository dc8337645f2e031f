import { ConfidentialityAgreement } from '../features/document-acknowledgment/confidentiality-agreement';

export function ConfidentialityAgreementPage() {
  return <ConfidentialityAgreement />;
}
