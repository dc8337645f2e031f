import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';

/**
 * PLACEHOLDER for the wizard and task screens, which later issues build and which then replace
 * this page in routes.tsx. It says plainly that the screen is not available yet.
 */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <SimplePage>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">This part of the application is not available yet.</p>
      <LinkButton href="/" className="mt-6 w-full">
        Back to Tasks
      </LinkButton>
    </SimplePage>
  );
}
