import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/use-toast';

// Radix Toast is about a tenth of the home screen's JS, so it loads with the first toast.
const Toaster = lazy(() => import('./toast').then((m) => ({ default: m.Toaster })));

/**
 * A live region that exists from the first paint, so a toast rendered into it later is announced;
 * a modal dialog's aria-hidden leaves [aria-live] elements alone, so it is heard over dialogs too.
 */
export function ToasterHost() {
  const { toasts } = useToast();
  const [isLoaded, setIsLoaded] = useState(false);
  if (toasts.length > 0 && !isLoaded) setIsLoaded(true);
  return (
    <div aria-live="polite">
      {isLoaded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
