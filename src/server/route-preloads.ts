import fs from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '../shared/routes';

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
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

/** What the entry starts once the page has painted (src/client/main.tsx): React DOM, then the app. */
export function appModules(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry?.dynamicImports ?? [];
}

/**
 * `<link>` tags that fetch the app's and a route's page chunks (and their CSS) alongside the
 * entry, instead of after the entry has run and asked for them: no waterfall on a direct visit.
 * What the entry loads anyway is left out.
 */
export function preloadLinks(
  manifest: Manifest,
  page: string | null,
  prefetch: readonly string[] = [],
): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  // The app the entry starts once the page has painted: every route needs it, so it is
  // fetched alongside the entry, not after the entry ran.
  const wanted = new Set<string>();
  // A shared chunk the route names (`prefetch` in the route table) is the build's `_name-hash.js`.
  const groups = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && prefetch.includes(manifest[key]!.name ?? ''),
  );
  for (const key of [...appModules(manifest), ...(page ? [page] : []), ...groups])
    staticClosure(manifest, key, wanted);
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

/**
 * The API reads a route's first screen waits for (its `reads` in the route table), fetched by
 * the browser while the scripts download instead of after they ran (the client's `fetch` sends
 * credentials, so the preload does too, and the two match).
 */
export function dataPreloadLinks(route: Pick<RouteDefinition, 'reads'>): string {
  return route.reads
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

/**
 * What the build's prerender step wrote (scripts/prerender-shells.ts, decision 014): each
 * prerendered route's markup, the children of #root, by its path (the 404 page's under
 * NOT_FOUND_ROUTE.path).
 */
export type Shells = { html: Record<string, string> };

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

/** index.html with the route's own document title, as the script sets it (use-route-change.ts). */
export function withTitle(html: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escaped}</title>`);
}
