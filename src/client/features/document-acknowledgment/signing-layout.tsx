import type { ReactNode } from 'react';
import { LinkButton } from '../../components/ui/link-button';

interface SigningLayoutProps {
  title: string;
  /** Under the title, e.g. 'Version 1.0' and badges. */
  meta?: ReactNode;
  children: ReactNode;
}

/** The frame of the read-and-sign screens: header, title, content, and Back to Tasks. */
export function SigningLayout({ title, meta, children }: SigningLayoutProps) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <p className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 text-lg font-semibold text-brand-800">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-brand-600" />
          Employee Onboarding
        </p>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <div>
          <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
          {meta && <div className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">{meta}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}

export function BackToTasks({ className }: { className?: string }) {
  return (
    <LinkButton href="/" variant="outline" className={className}>
      Back to Tasks
    </LinkButton>
  );
}

/** A whole-screen message (loading, not available, failed) with the way back. */
export function SigningMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <SigningLayout title={title}>
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {children}
        <BackToTasks className="w-full sm:w-auto" />
      </div>
    </SigningLayout>
  );
}

/** Shown when this person signed an earlier version of the document (status.documentChanged). */
export function DocumentChangedNotice() {
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
      This document has changed since you signed it. Please read it again and sign the new version.
    </p>
  );
}
