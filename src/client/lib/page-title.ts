import type { TFunction } from 'i18next';
import { pageTitle, routeByPath } from '../../shared/routes';
import { TASKS, WIZARD_STEPS } from '../../shared/tasks';

/** The hire's screens whose title is a page of its own (not a task's, not a wizard step's). */
const PAGES = ['success', 'invite', 'changes', 'document', 'confirm-email', 'welcome'] as const;
type Page = (typeof PAGES)[number];
const isPage = (name: string): name is Page => (PAGES as readonly string[]).includes(name);

/**
 * The document title of `path` (issue 43): the route table's own (shared/routes.ts: English, as the
 * server sends it, and always on staff screens), or the same words in the hire's language.
 */
export function documentTitle(path: string, t: TFunction<'home'>, language: string): string {
  const route = routeByPath(path);
  if (language === 'en' || route?.chunk === 'admin') return pageTitle(path);
  const app = t('pageTitle.app');
  const page = (name: string) => t('pageTitle.page', { page: name, app });
  if (!route) return page(t('pageTitle.pages.not-found'));
  if (route.path === '/') return t('pageTitle.pages.home');
  const step = WIZARD_STEPS.find((s) => s.route === route.path);
  if (step) {
    return t('pageTitle.step', {
      page: t(`pageTitle.pages.${step.id}`),
      step: step.stepNumber,
      count: WIZARD_STEPS.length,
      app,
    });
  }
  const task = TASKS.find((s) => s.route === route.path);
  if (task) return page(t(`tasks.${task.id}.title`, { defaultValue: task.title }));
  const name = route.path.slice(1);
  return isPage(name) ? page(t(`pageTitle.pages.${name}`)) : pageTitle(path);
}
