import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { TASKS } from '../../../shared/tasks';
import { HrAskedNotice } from './hr-asked-notice';
import { HireHeader } from './hire-header';

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
      <HireHeader width={width} />
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
