import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadAndSignTask, YesNoQuestionsScreen } from '../../../shared/task-descriptors/index';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { readEditMode } from '../../lib/edit-mode';
import { AgreementForm } from './agreement-form';
import { EnglishTitle, useDocumentTitle } from './document-title';
import { BackToTasks, DocumentChangedNotice, SigningLayout, SigningMessage } from './signing-layout';
import { useSigningSource } from './use-signing-source';

interface AgreementScreenProps {
  task: ReadAndSignTask;
  screen: YesNoQuestionsScreen;
}

/** A read-and-sign task whose questions are ticked (spec §2): the form, or the completed card with Edit. */
export function AgreementScreen({ task, screen }: AgreementScreenProps) {
  const { t } = useTranslation(['documents', 'home']);
  const source = useSigningSource(task);
  const [isEditing, setIsEditing] = useState(() => readEditMode() === task.id);
  const [hasSigned, setHasSigned] = useState(false);

  if (source.state === 'loading') return <PageLoading label={t('loadingAgreement')} />;
  if (source.state === 'no-email')
    return (
      <SigningMessage title={t(`home:tasks.${task.id}.viewTitle`)}>
        <p role="alert">{t('agreement.noEmail')}</p>
      </SigningMessage>
    );
  if (source.state !== 'ready')
    return (
      <SigningMessage title={t('notAvailable')}>
        <p>{t('tasks.confidentiality-agreement.unavailable')}</p>
      </SigningMessage>
    );
  return (
    <AgreementReady
      task={task}
      screen={screen}
      source={source}
      hasSigned={hasSigned}
      isEditing={isEditing}
      onSigned={() => {
        setHasSigned(true);
        setIsEditing(false);
      }}
      onEdit={() => setIsEditing(true)}
    />
  );
}

interface AgreementReadyProps extends AgreementScreenProps {
  source: Extract<ReturnType<typeof useSigningSource>, { state: 'ready' }>;
  hasSigned: boolean;
  isEditing: boolean;
  onSigned: () => void;
  onEdit: () => void;
}

/** The agreement once its document is here: the form, or the completed card with Edit. */
function AgreementReady({
  task,
  screen,
  source,
  hasSigned,
  isEditing,
  onSigned,
  onEdit,
}: AgreementReadyProps) {
  const { t } = useTranslation('documents');
  const { document } = source;
  const title = useDocumentTitle(document, task.id);
  const isCompleted =
    hasSigned || (source.status?.tasks.some((t) => t.id === task.id && t.isCompleted) ?? false);
  const showForm = !isCompleted || isEditing;
  return (
    <SigningLayout
      title={title}
      meta={
        <>
          <EnglishTitle document={document} />
          <span>{t('version', { version: document.version })}</span>
          <Badge tone="blue">{t('badges.agreement')}</Badge>
          {isCompleted && <Badge tone="green">{t('badges.completed')}</Badge>}
        </>
      }
    >
      {!hasSigned && source.status?.documentChanged?.includes(task.id) && <DocumentChangedNotice />}
      {showForm ? (
        <AgreementForm
          key={document.id}
          task={task}
          screen={screen}
          document={document}
          email={source.email}
          storedAnswers={source.answers}
          draft={source.draft}
          isUpdate={isCompleted}
          title={title}
          onDone={onSigned}
        />
      ) : (
        <section className="space-y-4 rounded-2xl border border-green-200 bg-green-50 p-5">
          <h2 className="text-xl font-semibold text-green-900">{t('agreement.completedHeading')}</h2>
          <p className="text-green-900">
            {t('agreement.completedVersion', {
              completed: t('tasks.confidentiality-agreement.completed'),
              version: document.version,
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <BackToTasks />
            <Button variant="secondary" onClick={onEdit}>
              {t('agreement.edit')}
            </Button>
          </div>
        </section>
      )}
    </SigningLayout>
  );
}
