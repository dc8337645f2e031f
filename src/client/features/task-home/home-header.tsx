import { Button } from '../../components/ui/button';

export function HomeHeader({ onAdminClick }: { onAdminClick: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2">
        <p className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand-600" />
          Employee Onboarding
        </p>
        <Button variant="outline" onClick={onAdminClick}>
          Admin
        </Button>
      </div>
    </header>
  );
}
