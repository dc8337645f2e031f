import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

const ResumeDialog = lazy(() => import('./resume-dialog').then((m) => ({ default: m.ResumeDialog })));

/** 'Continue an existing application': proves the email with a code, then loads it here. */
export function ResumeLink() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="link" className="w-full" onClick={() => setIsOpen(true)}>
        Continue an existing application
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ResumeDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
