import type { WizardStepId } from '../../../shared/tasks';

interface StepNav {
  back: { href: string; label: string };
  next: string;
}

/** Back and Next targets of each wizard screen, with the spec's button words (spec §2). */
export const STEP_NAV: Record<WizardStepId, StepNav> = {
  'basic-info': { back: { href: '/', label: 'Back to Tasks' }, next: '/address' },
  address: { back: { href: '/basic-info', label: 'Back' }, next: '/emergency-contact' },
  'emergency-contact': { back: { href: '/address', label: 'Previous' }, next: '/personal-status' },
  'personal-status': { back: { href: '/emergency-contact', label: 'Back' }, next: '/card-details' },
  'card-details': { back: { href: '/personal-status', label: 'Back' }, next: '/bank-details' },
  'bank-details': { back: { href: '/card-details', label: 'Back' }, next: '/position-details' },
  'position-details': { back: { href: '/bank-details', label: 'Back' }, next: '/confirmation' },
  confirmation: { back: { href: '/', label: 'Back to Tasks' }, next: '/' },
};

/** Spec §9: the new screen scrolls to the top 50 ms after Next. */
export const SCROLL_TOP_DELAY_MS = 50;

export function scrollToTopSoon() {
  setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_DELAY_MS);
}
