// The route table: every screen of the app once, with what each part of the app needs to know
// about it. The client's routes and document titles, the server's preloads and the build's
// prerendered screens and chunk groups are all derived from it (decision 014, issue 21).
// Adding a screen is one entry here and its page in src/client/pages. No React here: the
// server, the build config and the prerender script import it.
import { READ_AND_SIGN_TASKS } from './task-descriptors/index.ts';
import { taskById, WIZARD_STEPS, type WizardStepId } from './tasks.ts';

/**
 * The chunk a screen's code shared with other screens goes to (scripts/chunk-groups.ts): a
 * screen loads its own page, its group's chunk and `COMMON_CHUNK`, the code screens of two or
 * more groups share.
 */
export type ChunkGroup = 'forms' | 'phone-numbers' | 'tax-super' | 'read-and-sign' | 'admin';
/** The form runtime and small components every form screen needs; the wizard's own group. */
export const COMMON_CHUNK: ChunkGroup = 'forms';

const STATUS = '/api/me/status';
const DRAFTS = '/api/me/drafts';
/** The API reads a screen's first render waits for: the server preloads them with its scripts. */
export type FirstRead = typeof STATUS | typeof DRAFTS;

export interface RouteDefinition {
  readonly path: string;
  /**
   * The lazy page module, from src/client as Vite's manifest names it; it exports the page as
   * the file name in PascalCase (`basic-info-page.tsx`: `BasicInfoPage`). Null: the task home,
   * which is in the app the entry starts.
   */
  readonly page: string | null;
  /** The document title, set by the server in index.html and by the client on navigation. */
  readonly title: string;
  readonly reads: readonly FirstRead[];
  /** Its first screen is prerendered for a visitor without a session (decision 014). */
  readonly prerender: boolean;
  /** Where the code it shares goes; null: the home, whose code is in the app. */
  readonly chunk: ChunkGroup | null;
  /**
   * Shared chunks this screen's visitor needs next, fetched with its own after the first paint
   * (decision 028): the home fetches the form runtime, as every hire's next tap is a form, and
   * the phone numbers' group, which the third step and the review load (fetched is not run: a
   * screen that does not import it does not pay for evaluating it).
   */
  readonly prefetch?: readonly ChunkGroup[];
}

const APP = 'Onboarding';
const sentenceCase = (title: string) =>
  title === title.toUpperCase() ? title.charAt(0) + title.slice(1).toLowerCase() : title;

/**
 * The wizard's screens that check or show an emergency contact's number: libphonenumber-js and
 * its metadata (half of the form runtime's code) go to their group, not to every form screen.
 */
const PHONE_NUMBER_STEPS: ReadonlySet<WizardStepId> = new Set(['emergency-contact', 'confirmation']);

const wizardRoutes = WIZARD_STEPS.map((step) => ({
  path: step.route,
  page: `pages/wizard/${step.id}-page.tsx`,
  title: `${sentenceCase(step.title)} · Step ${step.stepNumber} of ${WIZARD_STEPS.length} · ${APP}`,
  reads: [STATUS, DRAFTS] as const,
  prerender: true,
  chunk: PHONE_NUMBER_STEPS.has(step.id) ? ('phone-numbers' as const) : ('forms' as const),
})) satisfies RouteDefinition[];

/** Every read-and-sign task's screen: one page, which reads its task from the path. */
const readAndSignRoutes = READ_AND_SIGN_TASKS.map((task) => ({
  path: task.route,
  page: 'pages/read-and-sign-page.tsx',
  title: `${task.title} · ${APP}`,
  reads: [STATUS] as const,
  prerender: false,
  chunk: 'read-and-sign' as const,
})) satisfies RouteDefinition[];

const employee = (path: string) => `pages/${path.slice(1)}-page.tsx`;
const admin = (path: string, title: string) =>
  ({
    page: `pages/${path.slice(1).replace('/', '-')}-page.tsx`,
    title: `${title} · Admin · ${APP}`,
    reads: [],
    prerender: false,
    chunk: 'admin',
  }) as const;

/**
 * The 19 client routes of spec §2, the admin's Deliveries (issue 20), the code email's link
 * (issue 23), Staff, Audit and enrolment (issue 24), the invitation link, Applications and one
 * application (issue 25), and the admin entry and Ready for payroll (issue 35).
 */
export const ROUTES = [
  {
    path: '/',
    page: null,
    title: APP,
    reads: [STATUS],
    prerender: true,
    chunk: null,
    prefetch: ['forms', 'phone-numbers'],
  },
  {
    // The first arrival's welcome (issue 43 item 3): what to have ready and how long, before step 1.
    path: '/welcome',
    page: employee('/welcome'),
    title: `Welcome · ${APP}`,
    reads: [],
    prerender: false,
    chunk: 'forms',
  },
  ...wizardRoutes,
  ...readAndSignRoutes,
  {
    path: '/tax-declaration',
    page: employee('/tax-declaration'),
    title: `${taskById('tax-declaration').title} · ${APP}`,
    reads: [STATUS],
    prerender: false,
    chunk: 'tax-super',
  },
  {
    path: '/superfund-choice',
    page: employee('/superfund-choice'),
    title: `${taskById('superfund-choice').title} · ${APP}`,
    reads: [STATUS],
    prerender: false,
    chunk: 'tax-super',
  },
  {
    path: '/success',
    page: employee('/success'),
    title: `Application Submitted · ${APP}`,
    reads: [STATUS],
    prerender: false,
    chunk: 'forms',
  },
  {
    // The invitation email's one-time link (issue 25): `/invite#<token>` proves the email.
    path: '/invite',
    page: employee('/invite'),
    title: `Your invitation · ${APP}`,
    reads: [],
    prerender: false,
    chunk: 'forms',
  },
  {
    // The change request email's one-time link (issue 35): `/changes#<token>` proves the email.
    path: '/changes',
    page: employee('/changes'),
    title: `Changes HR asked for · ${APP}`,
    reads: [],
    prerender: false,
    chunk: 'forms',
  },
  {
    // An employer document of the hire's (issue 39 item 4, decision 090): `/document?id=<id>`.
    path: '/document',
    page: employee('/document'),
    title: `Document · ${APP}`,
    reads: [STATUS],
    prerender: false,
    chunk: 'read-and-sign',
  },
  {
    // The code email's 'Continue on this phone' link (issue 23).
    path: '/confirm-email',
    page: employee('/confirm-email'),
    title: `Confirm your email · ${APP}`,
    reads: [],
    prerender: false,
    chunk: 'forms',
  },
  // The admin screens read no employee data.
  { path: '/admin/policies', ...admin('/admin/policies', 'Policy Management') },
  { path: '/admin/data-retention', ...admin('/admin/data-retention', 'Data Retention') },
  { path: '/admin/notifications', ...admin('/admin/notifications', 'Notification Recipients') },
  { path: '/admin/deliveries', ...admin('/admin/deliveries', 'Deliveries') },
  // The employer's sites (issue 39 item 2): a hire's Location and work state.
  { path: '/admin/sites', ...admin('/admin/sites', 'Sites') },
  // Every current employee's tickets and licences (issue 40 item 3).
  { path: '/admin/licences', ...admin('/admin/licences', 'Tickets & licences') },
  // The admin entry (issue 35 item 11): opens the signed-in role's first page.
  { path: '/admin', ...admin('/admin', 'Admin'), title: `Admin · ${APP}` },
  // HR's onboarding (issue 25): every application, and one of them (`?id=<uuid>`).
  { path: '/admin/applications', ...admin('/admin/applications', 'Applications') },
  { path: '/admin/application', ...admin('/admin/application', 'Application') },
  // Applications → Employees (issue 42 item 1): the approved applications, after onboarding too.
  { path: '/admin/employees', ...admin('/admin/employees', 'Employees') },
  // Payroll's first page (issue 35 item 11): the approved hires not yet set up in payroll.
  { path: '/admin/payroll', ...admin('/admin/payroll', 'Ready for payroll') },
  // Staff accounts (issue 24): the owner's people and audit, and the emailed enrolment link's page.
  { path: '/admin/staff', ...admin('/admin/staff', 'Staff') },
  { path: '/admin/audit', ...admin('/admin/audit', 'Audit') },
  // The owner's company settings, and the first-run setup (issue 39).
  { path: '/admin/settings', ...admin('/admin/settings', 'Company settings') },
  // The owner's connections to the payroll systems, reached from Settings (issue 41 item 4).
  { path: '/admin/payroll-connections', ...admin('/admin/payroll-connections', 'Payroll connections') },
  { path: '/admin/enrol', ...admin('/admin/enrol', 'Set Up Your Sign-in') },
  // Each staff member's own sign-ins (issue 36 item 14).
  { path: '/admin/account', ...admin('/admin/account', 'My account') },
  { path: '/test-email', ...admin('/test-email', 'Test Email') },
] as const satisfies readonly RouteDefinition[];

export type SpaRoute = (typeof ROUTES)[number]['path'];
export type Route = (typeof ROUTES)[number];

/** Every client route; anything else renders '404 Page Not Found' with status 404. */
export const SPA_ROUTES: readonly SpaRoute[] = ROUTES.map((route) => route.path);

/**
 * What every unknown path renders; its path is one no route takes. Prerendered for everyone. Its
 * page is in the app the entry starts, like the home's (a few lines of markup): a mistyped link
 * loads no screen's code, and it opens offline.
 */
export const NOT_FOUND_ROUTE = {
  path: '/__not-found__',
  page: null,
  title: `Page Not Found · ${APP}`,
  reads: [],
  prerender: true,
  chunk: null,
} as const satisfies RouteDefinition;

/** The component a page module exports: `pages/wizard/basic-info-page.tsx`: `BasicInfoPage`. */
export function pageExport(page: string): string {
  return (page.split('/').at(-1) ?? '')
    .replace(/\.tsx$/, '')
    .replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

export function routeByPath(path: string): Route | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** Every route's own document title ('Bank details · Step 6 of 8 · Onboarding'). */
export function pageTitle(path: string): string {
  return routeByPath(path)?.title ?? NOT_FOUND_ROUTE.title;
}
