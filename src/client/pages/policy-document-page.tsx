import { useState } from 'react';
import { ReadAndSign } from '../features/document-acknowledgment/read-and-sign';
import { WORKPLACE_POLICY } from '../features/document-acknowledgment/read-and-sign-config';
import { readPreviewId } from '../features/document-acknowledgment/use-signing-source';

/** /policy-document: the workplace behaviour policy, or an admin's preview of any document by id. */
export function PolicyDocumentPage() {
  const [previewId] = useState(readPreviewId);
  return <ReadAndSign config={WORKPLACE_POLICY} previewId={previewId} />;
}
