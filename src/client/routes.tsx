import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { SpaRoute } from '../shared/tasks';
import { PageLoading } from './components/ui/page-loading';
import { HomePage } from './pages/home-page';

// Only the task home is in the entry bundle; every other screen is fetched when first visited.
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
const AdminDeliveriesPage = lazy(() =>
  import('./pages/admin-deliveries-page').then((m) => ({ default: m.AdminDeliveriesPage })),
);
const PolicyDocumentPage = lazy(() =>
  import('./pages/policy-document-page').then((m) => ({ default: m.PolicyDocumentPage })),
);
const MedicalDeclarationPage = lazy(() =>
  import('./pages/medical-declaration-page').then((m) => ({ default: m.MedicalDeclarationPage })),
);
const ConfidentialityAgreementPage = lazy(() =>
  import('./pages/confidentiality-agreement-page').then((m) => ({ default: m.ConfidentialityAgreementPage })),
);
const SuccessPage = lazy(() => import('./pages/success-page').then((m) => ({ default: m.SuccessPage })));
const TestEmailPage = lazy(() =>
  import('./pages/test-email-page').then((m) => ({ default: m.TestEmailPage })),
);

// The personal-information wizard, one lazy page per step (spec §2).
const wizardPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const BasicInfoPage = wizardPage(() => import('./pages/wizard/basic-info-page'), 'BasicInfoPage');
const AddressPage = wizardPage(() => import('./pages/wizard/address-page'), 'AddressPage');
const EmergencyContactPage = wizardPage(
  () => import('./pages/wizard/emergency-contact-page'),
  'EmergencyContactPage',
);
const PersonalStatusPage = wizardPage(
  () => import('./pages/wizard/personal-status-page'),
  'PersonalStatusPage',
);
const CardDetailsPage = wizardPage(() => import('./pages/wizard/card-details-page'), 'CardDetailsPage');
const BankDetailsPage = wizardPage(() => import('./pages/wizard/bank-details-page'), 'BankDetailsPage');
const PositionDetailsPage = wizardPage(
  () => import('./pages/wizard/position-details-page'),
  'PositionDetailsPage',
);
const ConfirmationPage = wizardPage(() => import('./pages/wizard/confirmation-page'), 'ConfirmationPage');
const TaxDeclarationPage = wizardPage(() => import('./pages/tax-declaration-page'), 'TaxDeclarationPage');
const SuperfundChoicePage = wizardPage(() => import('./pages/superfund-choice-page'), 'SuperfundChoicePage');

/** Every route (spec §2, and Deliveries); the Record type fails the build if one is missing. */
const PAGES: Record<SpaRoute, ComponentType> = {
  '/': HomePage,
  '/basic-info': BasicInfoPage,
  '/address': AddressPage,
  '/emergency-contact': EmergencyContactPage,
  '/personal-status': PersonalStatusPage,
  '/card-details': CardDetailsPage,
  '/bank-details': BankDetailsPage,
  '/position-details': PositionDetailsPage,
  '/confirmation': ConfirmationPage,
  '/policy-document': PolicyDocumentPage,
  '/medical-declaration': MedicalDeclarationPage,
  '/tax-declaration': TaxDeclarationPage,
  '/superfund-choice': SuperfundChoicePage,
  '/confidentiality-agreement': ConfidentialityAgreementPage,
  '/success': SuccessPage,
  '/admin/policies': AdminPoliciesPage,
  '/admin/data-retention': AdminDataRetentionPage,
  '/admin/notifications': AdminNotificationsPage,
  '/admin/deliveries': AdminDeliveriesPage,
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
      <ShellTakenOver />
    </Suspense>
  );
}

/**
 * A prerendered screen is inert until React has taken it over (src/server/route-preloads.ts):
 * this effect runs once the page's code has arrived and its screen is hydrated.
 */
function ShellTakenOver() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
