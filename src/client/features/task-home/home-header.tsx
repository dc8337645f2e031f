import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { BrandMark } from '../../components/ui/brand-mark';

/** `signOut`: the Sign out button, shown while this device acts for an email. */
export function HomeHeader({ onAdminClick, signOut }: { onAdminClick: () => void; signOut?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
        <p className="flex min-w-0 items-center gap-2 text-lg font-semibold text-brand-800">
          <BrandMark />
        </p>
        <div className="flex items-center gap-2">
          {signOut}
          <Button variant="outline" onClick={onAdminClick}>
            Admin
          </Button>
        </div>
      </div>
    </header>
  );
}
