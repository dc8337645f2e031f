import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { TASKS } from '../../../shared/tasks';
import { HrAskedNotice } from './hr-asked-notice';
import { BrandMark } from './brand-mark';

interface TaskPageLayoutProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Documents to read get a wider column than forms. */
  isWide?: boolean;
  children: ReactNode;
}

/**
 * The frame of a task screen (tax, super, read-and-sign, ...): app header, title, HR's request
 * on this task if there is one (issue 25), content.
 */
export function TaskPageLayout({ title, intro, isWide = false, children }: TaskPageLayoutProps) {
  const width = isWide ? 'max-w-3xl' : 'max-w-xl';
  const [location] = useLocation();
  const task = TASKS.find((t) => t.route === location);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <p
          className={`mx-auto flex ${width} items-center gap-2 px-4 py-3 text-lg font-semibold text-brand-800`}
        >
          <BrandMark />
        </p>
      </header>
      <main className={`mx-auto ${width} space-y-5 px-4 py-6 sm:py-8`}>
        <div>
          <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
          {intro && <div className="mt-1 text-slate-600">{intro}</div>}
        </div>
        {task && <HrAskedNotice taskId={task.id} />}
        {children}
      </main>
    </div>
  );
}
