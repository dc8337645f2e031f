// The server-side entry of the build's prerender step (vite.config.ts, decision 014): renders a
// route's first screen to HTML once, at build time, the way the browser renders it first.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app';
import { seedFirstVisit } from '../lib/first-visit';
import { queryClient } from '../lib/query-client';

/**
 * The markup of `path` for a visitor without a session (the only visitor whose answers are known
 * before they are asked): what main.tsx hydrates after seeding the same answers.
 */
export async function renderFirstVisit(path: string): Promise<string> {
  queryClient.clear();
  seedFirstVisit(queryClient, path, { stale: false });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // A render error would leave a part to the browser to render: fail the build instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}
