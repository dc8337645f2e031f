import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeStatus } from '../../../shared/me-status';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { queryClient } from '../../lib/query-client';
import { setStepUpHost } from '../../lib/step-up';

// The code dialog (and Radix Dialog with it) loads only when a step-up is asked for; the same
// chunk as 'Continue an existing application'.
const EmailProofDialog = lazy(() =>
  import('../../components/email-proof/email-proof-dialog').then((m) => ({ default: m.EmailProofDialog })),
);

interface Request {
  email: string;
  done: (isProven: boolean) => void;
}

/**
 * Answers lib/step-up.ts: a change refused for want of a fresh code, or a screen showing masked
 * numbers, opens the code dialog for the session's own email.
 */
export function StepUpHost() {
  const { t } = useTranslation('access');
  const [request, setRequest] = useState<Request | null>(null);
  useEffect(
    () =>
      setStepUpHost((done) => {
        void queryClient
          .fetchQuery<MeStatus>({ queryKey: ME_STATUS_KEY, staleTime: 0 })
          .then((status) => (status.email ? setRequest({ email: status.email, done }) : done(false)))
          .catch(() => done(false));
      }),
    [],
  );
  if (!request) return null;
  const finish = (isProven: boolean) => {
    setRequest(null);
    request.done(isProven);
  };
  return (
    <Suspense fallback={null}>
      <EmailProofDialog
        email={request.email}
        description={t('stepUp.why')}
        onProven={() => finish(true)}
        onClose={() => finish(false)}
        onChangeEmail={() => finish(false)}
      />
    </Suspense>
  );
}
