import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button';
import { toast } from '../../lib/use-toast';

const EmailProofDialog = lazy(() =>
  import('./email-proof-dialog').then((m) => ({ default: m.EmailProofDialog })),
);

/** 'Continue an existing application': proves the email with a code, then loads it here. */
export function ResumeLink({ onProven: afterProven }: { onProven?: () => void } = {}) {
  const [isOpen, setIsOpen] = useState(false);
  const onProven = () => {
    setIsOpen(false);
    toast({ title: 'Welcome back', description: 'Your application is loaded on this device.' });
    afterProven?.();
  };
  return (
    <>
      <Button variant="link" className="w-full" onClick={() => setIsOpen(true)}>
        Continue an existing application
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <EmailProofDialog onProven={onProven} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
