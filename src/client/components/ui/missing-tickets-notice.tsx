import type { ReactNode } from 'react';

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
  return (
    <section
      aria-label="Tickets your site needs"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">
        {site} needs {tickets.length === 1 ? 'this ticket' : 'these tickets'}, and you have not added{' '}
        {tickets.length === 1 ? 'it' : 'them'}:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {tickets.map((ticket) => (
          <li key={ticket.code}>{ticket.label}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{children}</p>
    </section>
  );
}
