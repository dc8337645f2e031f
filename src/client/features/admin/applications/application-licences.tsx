import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { SectionCard } from '../../../components/ui/section-card';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import { formatIsoDay } from '../../../../shared/date-time-format';

type Licence = ApplicationDetail['licences'][number];

/**
 * The hire's licences, tickets and cards (decision 094), one row each with its code, number,
 * issuer and expiry; its photos are opened on request, each opening audited with the person.
 */
export function ApplicationLicences({
  licences,
  requiredTickets,
}: {
  licences: ApplicationDetail['licences'];
  requiredTickets: ApplicationDetail['requiredTickets'];
}) {
  return (
    <SectionCard title="Licences and tickets">
      {requiredTickets && <RequiredTickets required={requiredTickets} />}
      {licences.length === 0 ? (
        <p className="text-sm text-slate-600">No licences or tickets provided.</p>
      ) : (
        <ul aria-label="Licences and tickets" className="divide-y divide-slate-200">
          {licences.map((licence) => (
            <LicenceRow key={licence.id} licence={licence} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * What the hire's site requires (decision 098): each ticket, the hire's licence for it or 'Not
 * given', and who sighted it when (recorded at approval).
 */
function RequiredTickets({ required }: { required: NonNullable<ApplicationDetail['requiredTickets']> }) {
  return (
    <div className="mb-4 rounded-lg bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">Required at {required.site}</h3>
      <ul aria-label={`Tickets required at ${required.site}`} className="mt-1 space-y-1 text-sm">
        {required.tickets.map((ticket) => (
          <li key={ticket.code} className="break-words">
            <span className="font-medium text-slate-900">{ticket.label}</span>
            {': '}
            {ticket.licenceId === null ? (
              <span className="font-medium text-red-700">Not given</span>
            ) : ticket.sighted ? (
              <span className="text-slate-700">
                number {ticket.number}, sighted by {ticket.sighted.by} on{' '}
                <DateTimeText value={ticket.sighted.at} />
              </span>
            ) : (
              <span className="text-slate-700">number {ticket.number}, to sight at approval</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LicenceRow({ licence }: { licence: Licence }) {
  const [isShowingPhotos, setIsShowingPhotos] = useState(false);
  const hasPhotos = !!(licence.frontUrl || licence.backUrl);
  const facts = [
    `Code ${licence.kind}`,
    `Number ${licence.number}`,
    licence.licenceClass && `Class ${licence.licenceClass}`,
    licence.issuer && `Issued by ${licence.issuer}`,
    licence.issueDate && `Issued ${formatIsoDay(licence.issueDate)}`,
    licence.expiryDate ? `Expires ${formatIsoDay(licence.expiryDate)}` : 'No expiry',
  ].filter(Boolean);
  return (
    <li className="space-y-2 py-3">
      <h3 className="font-medium text-slate-900">{licence.label}</h3>
      <p className="text-sm break-words text-slate-700">{facts.join(' · ')}</p>
      {hasPhotos ? (
        isShowingPhotos ? (
          <div className="flex flex-wrap gap-3">
            {licence.frontUrl && (
              <img
                src={licence.frontUrl}
                alt={`Front of the ${licence.label}`}
                className="h-40 max-w-full rounded-lg border border-slate-200 object-contain"
              />
            )}
            {licence.backUrl && (
              <img
                src={licence.backUrl}
                alt={`Back of the ${licence.label}`}
                className="h-40 max-w-full rounded-lg border border-slate-200 object-contain"
              />
            )}
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            onClick={() => setIsShowingPhotos(true)}
            aria-label={`Show photos of the ${licence.label}`}
          >
            Show photos
          </Button>
        )
      ) : (
        <p className="text-sm text-slate-500">No photos.</p>
      )}
    </li>
  );
}
