import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { taskById, wizardStepById, type SpaRoute } from '../shared/tasks';
import { PageLoading } from './components/ui/page-loading';
import { HomePage } from './pages/home-page';

// Only the task home is in the entry bundle; every other screen is fetched when first visited.
const NotBuiltPage = lazy(() => import('./pages/not-built-page').then((m) => ({ default: m.NotBuiltPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const AdminPoliciesPage = lazy(() =>
  import('./pages/admin-policies-page').then((m) => ({ default: m.AdminPoliciesPage })),
);
const AdminDataRetentionPage = lazy(() =>
  import('./pages/admin-data-retention-page').then((m) => ({ default: m.AdminDataRetentionPage })),
);
const AdminNotificationsPage = lazy(() =>
  import('./pages/admin-notifications-page').then((m) => ({ default: m.AdminNotificationsPage })),
);
const TestEmailPage = lazy(() =>
  import('./pages/test-email-page').then((m) => ({ default: m.TestEmailPage })),
);

// PLACEHOLDER: the wizard and task screens are built in later issues; until then each of their
// routes shows the honest NotBuiltPage under its own title. Replace an entry when its page lands.
function notBuilt(title: string): ComponentType {
  return function NotBuiltRoute() {
    return <NotBuiltPage title={title} />;
  };
}

const step = (id: string) => notBuilt(wizardStepById(id)?.title ?? id);
const task = (id: string) => notBuilt(taskById(id)?.title ?? id);

/** Every spec route (spec §2); the Record type fails the build if one is missing. */
const PAGES: Record<SpaRoute, ComponentType> = {
  '/': HomePage,
  '/basic-info': step('basic-info'),
  '/address': step('address'),
  '/emergency-contact': step('emergency-contact'),
  '/personal-status': step('personal-status'),
  '/card-details': step('card-details'),
  '/bank-details': step('bank-details'),
  '/position-details': step('position-details'),
  '/confirmation': step('confirmation'),
  '/policy-document': task('workplace-behaviour'),
  '/medical-declaration': task('medical-declaration'),
  '/tax-declaration': task('tax-declaration'),
  '/superfund-choice': task('superfund-choice'),
  '/confidentiality-agreement': task('confidentiality-agreement'),
  '/success': notBuilt('Success'),
  '/admin/policies': AdminPoliciesPage,
  '/admin/data-retention': AdminDataRetentionPage,
  '/admin/notifications': AdminNotificationsPage,
  '/test-email': TestEmailPage,
};

const ENTRIES = Object.entries(PAGES) as Array<[SpaRoute, ComponentType]>;

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ENTRIES.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
