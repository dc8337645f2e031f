import type { WizardStepId } from '../../../shared/tasks';

/** The Back button's words, by its key in the wizard's messages (layout.back, ...). */
export type BackLabel = 'backToTasks' | 'back' | 'previous';

interface StepNav {
  back: { href: string; label: BackLabel };
  next: string;
}

/** Back and Next targets of each wizard screen, with the spec's button words (spec §2) by key. */
export const STEP_NAV: Record<WizardStepId, StepNav> = {
  'basic-info': { back: { href: '/', label: 'backToTasks' }, next: '/address' },
  address: { back: { href: '/basic-info', label: 'back' }, next: '/emergency-contact' },
  'emergency-contact': { back: { href: '/address', label: 'previous' }, next: '/personal-status' },
  'personal-status': { back: { href: '/emergency-contact', label: 'back' }, next: '/card-details' },
  'card-details': { back: { href: '/personal-status', label: 'back' }, next: '/bank-details' },
  'bank-details': { back: { href: '/card-details', label: 'back' }, next: '/position-details' },
  'position-details': { back: { href: '/bank-details', label: 'back' }, next: '/confirmation' },
  confirmation: { back: { href: '/', label: 'backToTasks' }, next: '/' },
};

/** Spec §9: the new screen scrolls to the top 50 ms after Next. */
export const SCROLL_TOP_DELAY_MS = 50;

export function scrollToTopSoon() {
  setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_DELAY_MS);
}
