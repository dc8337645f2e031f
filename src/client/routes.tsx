import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { pageExport, ROUTES } from '../shared/routes';
import { ChunkErrorBoundary } from './components/ui/chunk-error-boundary';
import { PageLoading } from './components/ui/page-loading';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * Every lazy page, fetched when its route is first visited; only the task home and the 404 page
 * are in the app the entry starts. Which file is which route's page is the route table's (shared/routes.ts).
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './pages/**/*-page.tsx',
  '!./pages/home-page.tsx',
  '!./pages/not-found-page.tsx',
]);

/** The pages whose code failed to load since the last retry: each gets a fresh lazy component. */
const failedLoads = new Set<() => void>();

/**
 * A page of the route table, fetched when first rendered: its component, named as the file. React
 * keeps a lazy component's failure for good, so a failed load (offline, before the service worker
 * had the file) is replaced by a fresh lazy component when the screen is tried again.
 */
function lazyPage(page: string): ComponentType {
  const load = PAGE_MODULES[`./${page}`];
  if (!load) throw new Error(`The route table names ${page}, which is not a page in src/client/pages`);
  const name = pageExport(page);
  const fresh = (): ComponentType =>
    lazy(async () => {
      try {
        const component = (await load())[name];
        if (!component) throw new Error(`${page} exports no ${name}`);
        return { default: component };
      } catch (error) {
        failedLoads.add(renew);
        throw error;
      }
    });
  let current = fresh();
  const renew = () => {
    current = fresh();
  };
  return function Page() {
    return createElement(current);
  };
}

/** Gives every page that failed to load a fresh lazy component (the retry of ChunkErrorBoundary). */
function renewFailedPages() {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}

const ENTRIES = ROUTES.map((route) => [route.path, route.page ? lazyPage(route.page) : HomePage] as const);

export function AppRoutes() {
  // Bumped by a retry: the routes render again, with the failed pages' fresh components.
  const [attempt, setAttempt] = useState(0);
  return (
    <ChunkErrorBoundary
      onRetry={() => {
        renewFailedPages();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense key={attempt} fallback={<PageLoading />}>
        <Switch>
          {ENTRIES.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <ShellTakenOver />
      </Suspense>
    </ChunkErrorBoundary>
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
