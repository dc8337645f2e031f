import { ReadAndSign } from '../features/document-acknowledgment/read-and-sign';
import { MEDICAL_DECLARATION } from '../features/document-acknowledgment/read-and-sign-config';

export function MedicalDeclarationPage() {
  return <ReadAndSign config={MEDICAL_DECLARATION} previewId={null} />;
}
