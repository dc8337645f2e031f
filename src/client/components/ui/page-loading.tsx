import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen's code arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6 text-slate-600">
      {label ?? t('loading')}
    </div>
  );
}
