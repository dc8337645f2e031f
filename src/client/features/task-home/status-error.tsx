import { Button } from '../../components/ui/button';

export function StatusError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">We could not load your progress.</p>
      <p className="mt-1 text-sm">Please check your connection and try again.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
