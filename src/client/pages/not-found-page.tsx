import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';

export function NotFoundPage() {
  return (
    <SimplePage>
      <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist.</p>
      <LinkButton href="/" className="mt-6 w-full">
        Back to Home
      </LinkButton>
    </SimplePage>
  );
}
