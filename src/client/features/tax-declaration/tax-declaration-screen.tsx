import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { MeStatus } from '../../../shared/me-status';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { TaskPageLayout } from '../../components/ui/task-page-layout';
import { readEditMode, setEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { requestStepUp } from '../../lib/step-up';
import { useSentBack } from '../../lib/use-sent-back';
import { fetchMember, memberQueryKey } from '../../lib/team-member';
import { PersonalSummary } from './personal-summary';
import { useTaxDeclaration, useTaxDraft } from './tax-api';
import { TaxForm } from './tax-form';
import { initialTaxValues } from './tax-form-values';
import { useMyInvitation } from '../../lib/my-invitation';
import { TaxSummary } from './tax-summary';
import { useTaxWords } from './tax-words';

// The confirmation (and Radix Dialog with it) loads only when asked for.
const DeleteTaxDialog = lazy(() =>
  import('./delete-tax-dialog').then((m) => ({ default: m.DeleteTaxDialog })),
);

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function Notice({ title, text }: { title?: string; text: string }) {
  const { t } = useTaxWords();
  return (
    <div role="alert" className={card}>
      {title && <p className="font-semibold text-slate-900">{title}</p>}
      <p className="mt-1 text-slate-700">{text}</p>
      <LinkButton href="/" variant="outline" className="mt-4 w-full">
        {t('actions.backToTasks')}
      </LinkButton>
    </div>
  );
}

/**
 * /tax-declaration: the form, or, when a declaration is on file and the person is not editing
 * it, the declaration read-only with Edit, 'Delete and Resubmit' and Back to Home.
 */
export function TaxDeclarationScreen() {
  const { t } = useTaxWords();
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY, staleTime: 0 });
  const email = status.data?.email ?? null;
  const hasMember = !!status.data?.memberId;
  const member = useQuery({
    queryKey: memberQueryKey(email),
    queryFn: () => fetchMember(email ?? ''),
    enabled: hasMember,
  });
  const declaration = useTaxDeclaration(hasMember ? email : null);
  const draft = useTaxDraft();
  const invitation = useMyInvitation(email);
  const [isEditPressed, setIsEditing] = useState(() => readEditMode() === 'tax-declaration');
  // Sent back by HR: opens as Edit does, after the fresh code its masked numbers ask for.
  const isEditing =
    useSentBack(status.data, 'tax-declaration', declaration.data?.masked === true) || isEditPressed;
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const title = t('title');
  const intro = t('intro');
  if (status.isError || member.isError || declaration.isError || draft.isError) {
    return (
      <TaskPageLayout title={title}>
        <Notice text={t('notice.loadFailed')} />
      </TaskPageLayout>
    );
  }
  if (status.data && (!hasMember || member.data === null)) {
    return (
      <TaskPageLayout title={title}>
        <Notice title={t('notice.personalFirstTitle')} text={t('notice.personalFirstText')} />
      </TaskPageLayout>
    );
  }
  if (
    !email ||
    !member.data ||
    declaration.data === undefined ||
    draft.data === undefined ||
    invitation.isWaiting
  ) {
    return (
      <TaskPageLayout title={title}>
        <p role="status" className="text-slate-600">
          {t('notice.loading')}
        </p>
      </TaskPageLayout>
    );
  }

  const onFile = declaration.data;
  const deleteDialog = isConfirmingDelete && (
    <Suspense fallback={null}>
      <DeleteTaxDialog
        email={email}
        open
        onOpenChange={setIsConfirmingDelete}
        onDeleted={() => {
          setIsEditing(false);
          setFormKey((k) => k + 1);
        }}
      />
    </Suspense>
  );

  // Submitted, and no fresh code yet: the TFN came back masked, so no form opens on it.
  if (onFile && (!isEditing || onFile.masked)) {
    return (
      <TaskPageLayout title={title} intro={intro}>
        <section aria-labelledby="tax-done-heading" className={`${card} space-y-4`}>
          <h2 id="tax-done-heading" className="text-lg font-semibold text-slate-900">
            {t('done.heading')}
          </h2>
          <TaxSummary declaration={onFile} />
        </section>
        <div className="flex flex-col gap-3">
          <Button
            onClick={() => {
              // The form opens once a fresh code has unmasked the numbers.
              if (onFile.masked) void requestStepUp();
              setEditMode('tax-declaration');
              setIsEditing(true);
            }}
          >
            {t('actions.edit')}
          </Button>
          <Button variant="danger-ghost" onClick={() => setIsConfirmingDelete(true)}>
            {t('actions.deleteAndResubmit')}
          </Button>
          <LinkButton href="/" variant="outline">
            {t('actions.backToHome')}
          </LinkButton>
        </div>
        {deleteDialog}
      </TaskPageLayout>
    );
  }

  return (
    <TaskPageLayout title={title} intro={intro}>
      <div className={card}>
        <PersonalSummary member={member.data} />
      </div>
      <TaxForm
        key={formKey}
        defaultValues={initialTaxValues(
          email,
          draft.data,
          isEditing ? onFile : null,
          typeof member.data.fullName === 'string' ? member.data.fullName : '',
          invitation.prefill?.basisOfPayment ?? '',
        )}
        dateOfBirth={typeof member.data.dateOfBirth === 'string' ? member.data.dateOfBirth : ''}
        isEditing={isEditing && !!onFile}
      />
      {deleteDialog}
    </TaskPageLayout>
  );
}
