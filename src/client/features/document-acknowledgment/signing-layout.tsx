import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/ui/link-button';
import { TaskPageLayout } from '../../components/ui/task-page-layout';

interface SigningLayoutProps {
  title: string;
  /** Under the title, e.g. 'Version 1.0' and badges. */
  meta?: ReactNode;
  children: ReactNode;
}

/** The frame of the read-and-sign screens: the task frame, wide, with version and badges. */
export function SigningLayout({ title, meta, children }: SigningLayoutProps) {
  return (
    <TaskPageLayout
      title={title}
      isWide
      intro={meta && <div className="flex flex-wrap items-center gap-2">{meta}</div>}
    >
      {children}
    </TaskPageLayout>
  );
}

export function BackToTasks({ className }: { className?: string }) {
  const { t } = useTranslation('documents');
  return (
    <LinkButton href="/" variant="outline" className={className}>
      {t('backToTasks')}
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
  const { t } = useTranslation('documents');
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
      {t('changed')}
    </p>
  );
}
