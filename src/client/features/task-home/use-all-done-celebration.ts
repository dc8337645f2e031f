import { type RefObject, useEffect } from 'react';
import { playConfetti, prefersReducedMotion } from './celebrations';

// A UI flag only: whose completion was already celebrated, so confetti plays once (spec §2).
const KEY = 'allTasksCelebrated';

function alreadyCelebrated(email: string): boolean {
  try {
    return localStorage.getItem(KEY) === email;
  } catch {
    return false;
  }
}

function markCelebrated(email: string) {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Without storage it may play again on the next visit; harmless.
  }
}

/**
 * When every task is complete and not yet submitted: confetti once, then at 1000 ms the page
 * scrolls to the submit area (spec §9).
 */
export function useAllDoneCelebration(
  isReady: boolean,
  email: string | null,
  target: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!isReady || !email || alreadyCelebrated(email)) return;
    markCelebrated(email);
    void playConfetti();
    const timer = setTimeout(() => {
      target.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'center',
      });
    }, 1000);
    return () => clearTimeout(timer);
  }, [isReady, email, target]);
}
