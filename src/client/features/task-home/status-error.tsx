import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

export function StatusError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{t('statusError.title')}</p>
      <p className="mt-1 text-sm">{t('statusError.body')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('statusError.retry')}
      </Button>
    </div>
  );
}
