import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

/**
 * The top bar of every hire screen: the employer's mark and the language switch (issue 43), and
 * whatever the screen adds at the end (the home's menu). `width` matches the screen's column.
 */
export function HireHeader({ width = 'max-w-xl', children }: { width?: string; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2`}
      >
        <p className="flex min-w-0 items-center gap-2 text-lg font-semibold text-brand-800">
          <BrandMark />
        </p>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {children}
        </div>
      </div>
    </header>
  );
}
