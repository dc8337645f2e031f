import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (wrapping under it on phones). */
  actions?: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
  children?: ReactNode;
}

/** A white card with an h2, named by that heading. */
export function SectionCard({
  title,
  description,
  actions,
  tone = 'default',
  className,
  children,
}: SectionCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-red-300' : 'border-slate-200',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={id}
            className={cn('text-xl font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}
          >
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
