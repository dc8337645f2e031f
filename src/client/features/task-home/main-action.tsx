import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useFormatMoment } from '../../components/ui/date-time-text';
import { arrivedForSubmitArea, forgetSubmitAreaArrival } from '../../lib/submit-area';
import { documentTaskHref } from '../../../shared/document-tasks';
import type { MeStatus } from '../../../shared/me-status';
import { FairWorkStatements } from './fair-work-statements';
import { resubmissionHint } from './resubmission-hint';
import { mainAction } from './task-state';
import { useAllDoneCelebration } from './use-all-done-celebration';
import { useOpenTask } from './use-open-task';
import { useSubmitApplication } from './use-submit-application';
import { useTaskWords } from './task-words';
import { isWelcomed } from '../../lib/welcome';

/** The one big button, whose label follows the application's state (spec §2). */
export function MainAction({ status }: { status: MeStatus }) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('home');
  const words = useTaskWords();
  const formatMoment = useFormatMoment();
  const openTask = useOpenTask(status);
  const submit = useSubmitApplication(status.email);
  const action = mainAction(status);
  const wide = 'w-full';
  const submitArea = useRef<HTMLDivElement>(null);
  useAllDoneCelebration(action.kind === 'submit', status.email, submitArea);
  const canSend = action.kind === 'submit' || action.kind === 'resubmit';
  useEffect(() => {
    // The last task was just done (issue 23 item 6): its one button, in view and focused.
    if (!canSend || !arrivedForSubmitArea()) return;
    forgetSubmitAreaArrival();
    const area = submitArea.current;
    area?.scrollIntoView({ block: 'center' });
    area?.querySelector('button')?.focus({ preventScroll: true });
  }, [canSend]);

  return (
    <div ref={submitArea} className="scroll-mt-4">
      {canSend && <FairWorkStatements />}
      {button()}
    </div>
  );

  function button() {
    switch (action.kind) {
      case 'start':
        return (
          // The first time, the welcome (what to have ready, how long) comes before the first step.
          <Button
            size="lg"
            className={wide}
            onClick={() => navigate(isWelcomed() ? '/basic-info' : '/welcome')}
          >
            {t('main.start')}
          </Button>
        );
      case 'continue':
        return (
          <Button size="lg" className={wide} onClick={() => openTask(action.task)}>
            {t('main.continue', { task: words.title(action.task.id) })}
          </Button>
        );
      case 'continue-document':
        return (
          <Button
            size="lg"
            className={wide}
            onClick={() => navigate(documentTaskHref(action.document.documentId))}
          >
            {t('main.continue', { task: action.document.title })}
          </Button>
        );
      case 'submit':
        return (
          <Button size="lg" className={wide} disabled={submit.isPending} onClick={() => submit.mutate(false)}>
            {submit.isPending ? t('main.submitting') : t('main.submit')}
          </Button>
        );
      case 'resubmit':
        // Spec §2's orange RE-SUBMISSION REQUIRED, dark enough for 4.5:1 and saying what to do.
        return (
          <Button
            size="lg"
            variant="warning"
            className={cn(wide, 'flex-col py-3')}
            disabled={submit.isPending}
            onClick={() => submit.mutate(true)}
          >
            {submit.isPending ? (
              t('main.resubmitting')
            ) : (
              <>
                <span>{t('main.resubmit')}</span>
                <span className="text-base font-normal">{resubmissionHint(status, words.hint)}</span>
              </>
            )}
          </Button>
        );
      case 'submitted':
        return (
          <div className="space-y-3">
            {/* Disabled and looking it: grey, not the brand's call to action (issue 23 item 7). */}
            <Button size="lg" variant="done" className={wide} dimWhenDisabled={false} disabled>
              {t('main.submitted')}
            </Button>
            {status.submittedAt && (
              <p className="text-center text-sm text-slate-600">
                <Trans
                  t={t}
                  i18nKey="main.submittedAt"
                  values={{ when: formatMoment(status.submittedAt) }}
                  components={{ time: <time dateTime={status.submittedAt} /> }}
                />
              </p>
            )}
            {/* A page cannot close a tab it did not open: the spec's Close says so instead. */}
            <p className="text-center font-medium text-slate-800">{t('main.closeTab')}</p>
          </div>
        );
    }
  }
}
