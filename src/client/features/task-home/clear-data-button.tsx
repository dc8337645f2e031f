import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

// The dialog (and Radix Dialog with it) loads on first use, keeping the home bundle small.
const ClearDataDialog = lazy(() =>
  import('./clear-data-dialog').then((m) => ({ default: m.ClearDataDialog })),
);

export function ClearDataButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="danger-ghost" className="w-full" onClick={() => setIsOpen(true)}>
        Clear All Data &amp; Start Fresh
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ClearDataDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
