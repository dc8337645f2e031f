import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeStatus } from '../../../shared/me-status';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { TaskPageLayout } from '../../components/ui/task-page-layout';
import { readEditMode, setEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { requestStepUp } from '../../lib/step-up';
import { useSentBack } from '../../lib/use-sent-back';
import { useDeclaredTfn, useSuperfundChoice, useSuperfundDraft } from './superfund-api';
import { SuperfundForm } from './superfund-form';
import { initialSuperfundValues } from './superfund-form-values';
import { SuperfundSummary } from './superfund-summary';
import { useSuperWords } from './super-words';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function Notice({ title, text }: { title?: string; text: string }) {
  const { t } = useSuperWords();
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

/** /superfund-choice: the saved choice with Edit Details, or the form (NAT 13080). */
export function SuperfundScreen() {
  const { t } = useSuperWords();
  const title = t('title');
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY, staleTime: 0 });
  const email = status.data?.email ?? null;
  const hasMember = !!status.data?.memberId;
  const choice = useSuperfundChoice(hasMember ? email : null);
  const [isEditPressed, setIsEditing] = useState(() => readEditMode() === 'superfund-choice');
  // Sent back by HR: opens as Edit does, after the fresh code its masked numbers ask for.
  const isEditing =
    useSentBack(status.data, 'superfund-choice', choice.data?.masked === true) || isEditPressed;
  const declaredTfn = useDeclaredTfn(email, hasMember && choice.data === null);
  const draft = useSuperfundDraft(hasMember);

  if (status.isError || choice.isError || draft.isError) {
    return (
      <TaskPageLayout title={title}>
        <Notice text={t('notice.loadFailed')} />
      </TaskPageLayout>
    );
  }
  if (status.data && !hasMember) {
    return (
      <TaskPageLayout title={title}>
        <Notice title={t('notice.personalFirstTitle')} text={t('notice.personalFirstText')} />
      </TaskPageLayout>
    );
  }
  if (
    !email ||
    choice.data === undefined ||
    draft.data === undefined ||
    (choice.data === null && declaredTfn === undefined)
  ) {
    return (
      <TaskPageLayout title={title}>
        <p role="status" className="text-slate-600">
          {t('notice.loading')}
        </p>
      </TaskPageLayout>
    );
  }

  const saved = choice.data;
  // Submitted, and no fresh code yet: the numbers came back masked, so no form opens on them.
  if (saved && (!isEditing || saved.masked)) {
    return (
      <TaskPageLayout title={title}>
        <section aria-labelledby="superfund-done-heading" className={`${card} space-y-4`}>
          <h2 id="superfund-done-heading" className="text-xl font-semibold text-slate-900">
            {t('done.heading')}
          </h2>
          <SuperfundSummary choice={saved} />
        </section>
        <div className="flex flex-col gap-3">
          <Button
            onClick={() => {
              // The form opens once a fresh code has unmasked the numbers.
              if (saved.masked) void requestStepUp();
              setEditMode('superfund-choice');
              setIsEditing(true);
            }}
          >
            {t('actions.editDetails')}
          </Button>
          <LinkButton href="/" variant="outline">
            {t('actions.backToTasks')}
          </LinkButton>
        </div>
      </TaskPageLayout>
    );
  }
  return (
    <TaskPageLayout title={title}>
      <SuperfundForm
        defaultValues={initialSuperfundValues(email, saved, declaredTfn, draft.data)}
        isUpdate={!!saved}
        hasDeclaredTfn={!saved && !!declaredTfn}
      />
    </TaskPageLayout>
  );
}
