import { useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/format-date';
import type { MeStatus } from '../../../shared/me-status';
import { FairWorkStatements } from './fair-work-statements';
import { mainAction } from './task-state';
import { useAllDoneCelebration } from './use-all-done-celebration';
import { useOpenTask } from './use-open-task';
import { useSubmitApplication } from './use-submit-application';

/** The one big button, whose label follows the application's state (spec §2). */
export function MainAction({ status }: { status: MeStatus }) {
  const [, navigate] = useLocation();
  const openTask = useOpenTask(status);
  const submit = useSubmitApplication(status.email);
  const action = mainAction(status);
  const wide = 'w-full';
  const submitArea = useRef<HTMLDivElement>(null);
  useAllDoneCelebration(action.kind === 'submit', status.email, submitArea);

  const isSubmitting = action.kind === 'submit' || action.kind === 'resubmit';
  return (
    <div ref={submitArea}>
      {isSubmitting && <FairWorkStatements />}
      {button()}
    </div>
  );

  function button() {
    switch (action.kind) {
      case 'start':
        return (
          <Button size="lg" className={wide} onClick={() => navigate('/basic-info')}>
            Start Onboarding
          </Button>
        );
      case 'continue':
        return (
          <Button size="lg" className={wide} onClick={() => openTask(action.task)}>
            Continue with {action.task.title}
          </Button>
        );
      case 'submit':
        return (
          <Button size="lg" className={wide} disabled={submit.isPending} onClick={() => submit.mutate(false)}>
            {submit.isPending ? 'SUBMITTING...' : 'Submit Your Application'}
          </Button>
        );
      case 'resubmit':
        return (
          <Button
            size="lg"
            variant="warning"
            className={wide}
            disabled={submit.isPending}
            onClick={() => submit.mutate(true)}
          >
            {submit.isPending ? 'RESUBMITTING...' : 'RE-SUBMISSION REQUIRED'}
          </Button>
        );
      case 'submitted':
        return (
          <div className="space-y-3">
            <Button size="lg" className={wide} dimWhenDisabled={false} disabled>
              APPLICATION SUBMITTED!
            </Button>
            {status.submittedAt && (
              <p className="text-center text-sm text-slate-600">
                Submitted {formatDateTime(status.submittedAt)}
              </p>
            )}
            <Button variant="outline" className={wide} onClick={() => window.close()}>
              Close
            </Button>
          </div>
        );
    }
  }
}
