import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tickets the hire's site requires that they have not added (issue 40 item 2), in plain
 * words, with where to add them: on the home and on the wizard's last step, before submitting.
 */
export function MissingTicketsNotice({
  site,
  tickets,
  children,
}: {
  site: string;
  tickets: readonly { code: string; label: string }[];
  /** Where to add them, as a sentence (with a link where there is one). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('tickets.region')}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{t('tickets.intro', { site, count: tickets.length })}</p>
      <ul className="mt-1 list-disc ps-5">
        {tickets.map((ticket) => (
          <li key={ticket.code}>{ticket.label}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{children}</p>
    </section>
  );
}
