import { lazy, Suspense, useEffect, useState } from 'react';
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
  const [isFocusWanted, setIsFocusWanted] = useState(false);
  if (toasts.length > 0 && !isLoaded) setIsLoaded(true);

  // Radix's own F8 hotkey only exists once the toaster has loaded; until then, F8 loads it.
  useEffect(() => {
    if (isLoaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8') return;
      setIsFocusWanted(true);
      setIsLoaded(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isLoaded]);

  return (
    <div aria-live="polite">
      {isLoaded && (
        <Suspense fallback={null}>
          <Toaster isFocusedOnMount={isFocusWanted} />
        </Suspense>
      )}
    </div>
  );
}
