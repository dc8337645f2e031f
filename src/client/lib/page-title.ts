import { TASKS, WIZARD_STEPS } from '../../shared/tasks';

const APP = 'Onboarding';

const sentenceCase = (title: string) =>
  title === title.toUpperCase() ? title.charAt(0) + title.slice(1).toLowerCase() : title;

const TITLES: Record<string, string> = {
  '/': APP,
  ...Object.fromEntries(
    WIZARD_STEPS.map((s) => [s.route, `${sentenceCase(s.title)} · Step ${s.stepNumber} of 8 · ${APP}`]),
  ),
  ...Object.fromEntries(
    TASKS.filter((t) => t.id !== 'personal-information').map((t) => [t.route, `${t.title} · ${APP}`]),
  ),
  '/success': `Application Submitted · ${APP}`,
  '/admin/policies': `Policy Management · Admin · ${APP}`,
  '/admin/data-retention': `Data Retention · Admin · ${APP}`,
  '/admin/notifications': `Notification Recipients · Admin · ${APP}`,
  '/admin/deliveries': `Deliveries · Admin · ${APP}`,
  '/test-email': `Test Email · Admin · ${APP}`,
};

/** Every route's own document title ('Bank details · Step 6 of 8 · Onboarding'). */
export function pageTitle(path: string): string {
  return TITLES[path] ?? `Page Not Found · ${APP}`;
}
