import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { toast } from '../../lib/use-toast';

const EmailProofDialog = lazy(() =>
  import('./email-proof-dialog').then((m) => ({ default: m.EmailProofDialog })),
);

/** 'Continue an existing application': proves the email with a code, then loads it here. */
export function ResumeLink({ onProven: afterProven }: { onProven?: () => void } = {}) {
  const { t } = useTranslation('access');
  const [isOpen, setIsOpen] = useState(false);
  const onProven = () => {
    setIsOpen(false);
    toast({ title: t('resume.doneTitle'), description: t('resume.done') });
    afterProven?.();
  };
  return (
    <>
      <Button variant="link" className="w-full" onClick={() => setIsOpen(true)}>
        {t('resume.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <EmailProofDialog onProven={onProven} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
