import { useTranslation } from 'react-i18next';

export function Greeting({ fullName }: { fullName: string | null }) {
  const { t } = useTranslation('home');
  return (
    <div>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {fullName ? t('greeting.named', { name: fullName }) : t('greeting.anonymous')}
      </h1>
      <p className="mt-2 text-slate-600">{t('greeting.intro')}</p>
    </div>
  );
}
