import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyDocument } from '../../shared/answers/policy-document';
import type { MeStatus } from '../../shared/me-status';
import { Badge } from '../components/ui/badge';
import { PageLoading } from '../components/ui/page-loading';
import { DocumentViewer } from '../features/document-acknowledgment/document-viewer';
import {
  BackToTasks,
  SigningLayout,
  SigningMessage,
} from '../features/document-acknowledgment/signing-layout';
import { DocumentSignForm } from '../features/employer-document/document-sign-form';
import { fetchMyDocument, myDocumentKey } from '../lib/my-document';
import { ME_STATUS_KEY } from '../lib/me-status';

const readId = () => new URLSearchParams(window.location.search).get('id') ?? '';

/**
 * An employer document of the hire's (`/document?id=<id>`, decision 090): read to the end (the
 * spec's 95% rule for a policy), then its questions, the agreement and an initial.
 */
export function DocumentPage() {
  const [id] = useState(readId);
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  const doc = useQuery<MyDocument>({
    queryKey: myDocumentKey(id),
    queryFn: () => fetchMyDocument(id),
    enabled: id !== '',
    retry: false,
  });
  const [isRead, setIsRead] = useState(false);
  if (doc.isPending && id !== '') return <PageLoading />;
  if (!doc.data || !status.data?.email) {
    // SigningMessage is a whole screen (its own layout, heading and Back to Tasks).
    return (
      <SigningMessage title="Document Not Available">
        <p>This document is not one of your tasks. Please go back to your tasks.</p>
      </SigningMessage>
    );
  }
  const document = doc.data;
  return (
    <SigningLayout
      title={document.title}
      meta={
        <>
          <span className="text-sm text-slate-600">Version {document.version}</span>
          {document.isCompleted && <Badge tone="green">Completed</Badge>}
          {document.isSignAgain && <Badge tone="amber">Please sign the new version</Badge>}
        </>
      }
    >
      <DocumentViewer
        label={document.title}
        content={document.content}
        rule={{ kind: 'percent', threshold: 95 }}
        heightClass="h-[75vh] sm:h-[600px]"
        onRead={() => setIsRead(true)}
      />
      {document.countersignedAt && (
        <p className="text-slate-800">
          Your employer has countersigned it.{' '}
          <a
            className="text-brand-700 underline"
            href={`/api/me/documents/${encodeURIComponent(document.id)}/countersigned-pdf`}
            download
          >
            Download the countersigned PDF
          </a>
        </p>
      )}
      {isRead && <DocumentSignForm document={document} email={status.data.email} />}
      <BackToTasks />
    </SigningLayout>
  );
}
