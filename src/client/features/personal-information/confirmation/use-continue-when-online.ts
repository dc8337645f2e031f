import { useEffect, useRef, useState } from 'react';
import { whenOnline } from '../../../lib/offline/online-state';
import { toast } from '../../../lib/use-toast';
import { offlineNextToast } from '../use-step-form';

/**
 * 'Continue to Next Task' pressed with no connection, as Next is on the other steps (issue 23):
 * the toast says nothing is lost, and the press is made again for the person once the browser is
 * back online, while this screen is still open.
 */
export function useContinueWhenOnline(): (pressAgain: () => void) => void {
  const [isWaiting, setIsWaiting] = useState(false);
  const again = useRef<() => void>(() => undefined);
  const dismissToast = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!isWaiting) return;
    return whenOnline(() => {
      setIsWaiting(false);
      dismissToast.current();
      again.current();
    });
  }, [isWaiting]);
  return (pressAgain) => {
    again.current = pressAgain;
    dismissToast.current = toast(offlineNextToast()).dismiss;
    setIsWaiting(true);
  };
}
