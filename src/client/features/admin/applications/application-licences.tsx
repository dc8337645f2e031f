import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import { formatIsoDay } from '../../../../shared/date-time-format';

type Licence = ApplicationDetail['licences'][number];

/**
 * The hire's licences, tickets and cards (decision 094), one row each with its code, number,
 * issuer and expiry; its photos are opened on request, each opening audited with the person.
 */
export function ApplicationLicences({ licences }: { licences: ApplicationDetail['licences'] }) {
  return (
    <SectionCard title="Licences and tickets">
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
