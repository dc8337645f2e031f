import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { NOT_FOUND_ROUTE, pageExport, ROUTES } from '../shared/routes';
import { PageLoading } from './components/ui/page-loading';
import { HomePage } from './pages/home-page';

/**
 * Every lazy page, fetched when its route is first visited; only the task home is in the app
 * the entry starts. Which file is which route's page is the route table's (shared/routes.ts).
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './pages/**/*-page.tsx',
  '!./pages/home-page.tsx',
]);

/** A page of the route table, fetched when first rendered: its component, named as the file. */
function lazyPage(page: string): ComponentType {
  const load = PAGE_MODULES[`./${page}`];
  if (!load) throw new Error(`The route table names ${page}, which is not a page in src/client/pages`);
  const name = pageExport(page);
  return lazy(async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${page} exports no ${name}`);
    return { default: component };
  });
}

const ENTRIES = ROUTES.map((route) => [route.path, route.page ? lazyPage(route.page) : HomePage] as const);
const NotFoundPage = lazyPage(NOT_FOUND_ROUTE.page);

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
