import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';

export function NotFoundPage() {
  const { t } = useTranslation('home');
  return (
    <SimplePage>
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <LinkButton href="/" className="mt-6 w-full">
        {t('notFound.home')}
      </LinkButton>
    </SimplePage>
  );
}
