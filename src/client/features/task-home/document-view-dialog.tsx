import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { documentTaskHref, type DocumentTaskStatus } from '../../../shared/document-tasks';
import { SignedView } from './signed-task-view-dialog';
import { fetchDocumentSigning } from './signed-tasks';

interface DocumentViewDialogProps {
  document: DocumentTaskStatus;
  email: string | null;
  onClose: () => void;
}

/**
 * A completed employer document's view (decision 090), as the built-in documents' (spec §2 'View
 * dialog'): the version signed, the answers, the signing time and the initial; Edit reopens the
 * document to read and sign again.
 */
export function DocumentViewDialog({ document, email, onClose }: DocumentViewDialogProps) {
  const [, navigate] = useLocation();
  const signed = useQuery({
    queryKey: ['signed-document', document.documentId, email],
    queryFn: () => fetchDocumentSigning(document.documentId),
    enabled: !!email,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <SignedView
      title={document.title}
      signed={signed}
      hasEmail={!!email}
      onClose={onClose}
      onEdit={() => {
        onClose();
        navigate(documentTaskHref(document.documentId));
      }}
    />
  );
}
