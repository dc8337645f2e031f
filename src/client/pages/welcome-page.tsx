import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../components/ui/button';
import { HireHeader } from '../components/ui/hire-header';
import { markWelcomed } from '../lib/welcome';

/** What to have ready, in the order the journey asks for it. */
const READY = ['tfn', 'bank', 'super', 'tickets', 'photoId', 'emergency'] as const;

/**
 * The welcome a hire sees once, on arriving (the invitation's link, or 'Start Onboarding' on a
 * fresh home), before BASIC INFORMATION (issue 43 item 3): in plain words, what to have ready
 * and about how long it takes. Start goes on to the first step; the device remembers it was shown.
 */
export function WelcomePage() {
  const { t } = useTranslation('home');
  const [, navigate] = useLocation();
  return (
    <div className="min-h-dvh">
      <HireHeader />
      <main className="mx-auto max-w-xl space-y-5 px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('welcome.title')}</h1>
        <p className="text-lg text-slate-700">{t('welcome.intro')}</p>
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900">
          {t('welcome.time')}
        </p>
        <section aria-labelledby="welcome-ready" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="welcome-ready" className="text-lg font-semibold text-slate-900">
            {t('welcome.readyHeading')}
          </h2>
          <ul className="mt-3 space-y-3">
            {READY.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <span aria-hidden="true" className="mt-0.5 text-green-700">
                  ✓
                </span>
                <span>{t(`welcome.ready.${item}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-slate-600">{t('welcome.language')}</p>
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            markWelcomed();
            navigate('/basic-info');
          }}
        >
          {t('welcome.start')}
        </Button>
      </main>
    </div>
  );
}
