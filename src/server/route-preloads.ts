import fs from 'node:fs';
import path from 'node:path';
import { type SpaRoute, WIZARD_STEPS } from '../shared/tasks';

/**
 * Each route's lazy page module as Vite's manifest names it (paths from src/client, as in
 * src/client/routes.tsx). The task home is in the entry; the 404 page is `NOT_FOUND_PAGE`.
 * tests/unit/client-build.test.ts checks this against the built manifest.
 */
export const ROUTE_PAGES: Record<SpaRoute, string | null> = {
  '/': null,
  '/basic-info': 'pages/wizard/basic-info-page.tsx',
  '/address': 'pages/wizard/address-page.tsx',
  '/emergency-contact': 'pages/wizard/emergency-contact-page.tsx',
  '/personal-status': 'pages/wizard/personal-status-page.tsx',
  '/card-details': 'pages/wizard/card-details-page.tsx',
  '/bank-details': 'pages/wizard/bank-details-page.tsx',
  '/position-details': 'pages/wizard/position-details-page.tsx',
  '/confirmation': 'pages/wizard/confirmation-page.tsx',
  '/policy-document': 'pages/policy-document-page.tsx',
  '/medical-declaration': 'pages/medical-declaration-page.tsx',
  '/tax-declaration': 'pages/tax-declaration-page.tsx',
  '/superfund-choice': 'pages/superfund-choice-page.tsx',
  '/confidentiality-agreement': 'pages/confidentiality-agreement-page.tsx',
  '/success': 'pages/success-page.tsx',
  '/admin/policies': 'pages/admin-policies-page.tsx',
  '/admin/data-retention': 'pages/admin-data-retention-page.tsx',
  '/admin/notifications': 'pages/admin-notifications-page.tsx',
  '/admin/deliveries': 'pages/admin-deliveries-page.tsx',
  '/test-email': 'pages/test-email-page.tsx',
};
export const NOT_FOUND_PAGE = 'pages/not-found-page.tsx';
/** What main.tsx imports once the page has painted: React DOM, then the app (home, routes). */
export const APP_MODULES = ['vendor.ts', 'start.tsx'];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The chunk keys a module loads statically, itself included. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key]!.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/**
 * `<link>` tags that fetch the app's and a page's chunks (and their CSS) alongside the entry,
 * instead of after the entry has run and asked for them: no waterfall on a direct visit. What
 * the entry loads anyway is left out.
 */
export function preloadLinks(manifest: Manifest, page: string | null): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  // The app the entry starts once the page has painted (src/client/main.tsx): every route
  // needs it, so it is fetched alongside the entry, not after the entry ran.
  const wanted = new Set<string>();
  for (const key of [...APP_MODULES, ...(page ? [page] : [])]) staticClosure(manifest, key, wanted);
  const links: string[] = [];
  for (const key of wanted) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    // Fetched early but not render-blocking; Vite's loader adds the stylesheet from the cache.
    for (const css of chunk.css ?? [])
      links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    if (chunk.file.endsWith('.js'))
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return [...new Set(links)].join('');
}

const WIZARD_ROUTES = new Set<string>(WIZARD_STEPS.map((step) => step.route));
/** The admin screens read no employee data; every other screen starts from the status. */
const EMPLOYEE_DATA_FREE = new Set<string>([
  '/admin/policies',
  '/admin/data-retention',
  '/admin/notifications',
  '/admin/deliveries',
  '/test-email',
]);

/**
 * The API reads a route's first screen waits for, fetched by the browser while the scripts
 * download instead of after they ran (the client's `fetch` sends credentials, so the preload
 * does too, and the two match). The task home and the wizard read the status; a wizard step
 * also reads the drafts.
 */
export function dataPreloadLinks(route: SpaRoute): string {
  if (EMPLOYEE_DATA_FREE.has(route)) return '';
  const urls = ['/api/me/status', ...(WIZARD_ROUTES.has(route) ? ['/api/me/drafts'] : [])];
  return urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`)
    .join('');
}

/**
 * The build's own stylesheet inlined: the first paint waits for no second request. Its link
 * stays, disabled (never fetched): Vite's loader skips a stylesheet a page already links, and
 * some lazy chunks list this one, which would fetch it again and restyle the whole page.
 */
export function inlineEntryCss(html: string, clientDir: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (tag, file: string) => {
      const css = path.join(clientDir, file);
      return fs.existsSync(css)
        ? `<style>${fs.readFileSync(css, 'utf8')}</style>${tag.replace('>', ' disabled>')}`
        : tag;
    },
  );
}

/** What the build's prerender step wrote (scripts/prerender-shells.ts, decision 014). */
export type Shells = { html: Record<string, string>; titles: Record<string, string> };
/** The 404 page's key in `Shells`. */
export const NOT_FOUND_SHELL = '/__not-found__';

export function readShells(clientDir: string): Shells | undefined {
  const file = path.join(clientDir, '.vite', 'shells.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Shells) : undefined;
}

/**
 * `first-visit`: a screen rendered from a visitor's first answers (no session: no name, no task
 * done, no drafts), which the browser seeds before hydrating; `static`: one that reads no answer.
 */
export type ShellKind = 'first-visit' | 'static';

/**
 * index.html with `markup` in place of the generic shell inside #root, marked for main.tsx to
 * hydrate, and inert until React has taken it over (a field typed into before would be reset).
 */
export function withShell(html: string, markup: string, kind: ShellKind): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<!-- /root -->');
  if (start < 0 || end < start) throw new Error('index.html has no <div id="root"> ... <!-- /root -->');
  return `${html.slice(0, start)}<div id="root" data-shell="${kind}" inert>${markup}</div>\n    ${html.slice(end)}`;
}

/** index.html with the route's own document title, as the script sets it (lib/page-title.ts). */
export function withTitle(html: string, title: string | undefined): string {
  if (!title) return html;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}
