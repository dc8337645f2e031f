import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDocument } from '../../shared/answers/policy-document';
import type { MeStatus } from '../../shared/me-status';
import { Badge } from '../components/ui/badge';
import { PageLoading } from '../components/ui/page-loading';
import { DocumentViewer } from '../features/document-acknowledgment/document-viewer';
import { EnglishTitle, useDocumentTitle } from '../features/document-acknowledgment/document-title';
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
 * spec's 95% rule for a policy), then its questions, the agreement and an initial. The English is
 * shown as it is signed, with HR's translation into the hire's language under it (decision 115).
 */
export function DocumentPage() {
  const { t } = useTranslation('documents');
  const [id] = useState(readId);
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  const doc = useQuery<MyDocument>({
    queryKey: myDocumentKey(id),
    queryFn: () => fetchMyDocument(id),
    enabled: id !== '',
    retry: false,
  });
  if (doc.isPending && id !== '') return <PageLoading />;
  if (!doc.data || !status.data?.email) {
    // SigningMessage is a whole screen (its own layout, heading and Back to Tasks).
    return (
      <SigningMessage title={t('notAvailable')}>
        <p>{t('employer.notYours')}</p>
      </SigningMessage>
    );
  }
  return <EmployerDocument document={doc.data} email={status.data.email} />;
}

function EmployerDocument({ document, email }: { document: MyDocument; email: string }) {
  const { t } = useTranslation('documents');
  const title = useDocumentTitle(document);
  const [isRead, setIsRead] = useState(false);
  return (
    <SigningLayout
      title={title}
      meta={
        <>
          <EnglishTitle document={document} />
          <span className="text-sm text-slate-600">{t('version', { version: document.version })}</span>
          {document.isCompleted && <Badge tone="green">{t('badges.completed')}</Badge>}
          {document.isSignAgain && <Badge tone="amber">{t('badges.signAgain')}</Badge>}
        </>
      }
    >
      <DocumentViewer
        label={title}
        content={document.content}
        translation={document.translation?.content}
        rule={{ kind: 'percent', threshold: 95 }}
        heightClass="h-[75vh] sm:h-[600px]"
        onRead={() => setIsRead(true)}
      />
      {document.countersignedAt && (
        <p className="text-slate-800">
          {t('employer.countersigned')}{' '}
          <a
            className="text-brand-700 underline"
            href={`/api/me/documents/${encodeURIComponent(document.id)}/countersigned-pdf`}
            download
          >
            {t('employer.downloadCountersigned')}
          </a>
        </p>
      )}
      {isRead && <DocumentSignForm document={document} email={email} title={title} />}
      <BackToTasks />
    </SigningLayout>
  );
}
