import { memo } from 'react';
import { Link } from 'wouter';
import type { WizardStepId } from '../../../../shared/tasks';
import { DetailList, type DetailRow } from '../../../components/ui/detail-list';
import {
  ADDRESS,
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_DETAILS,
  PERSONAL_INFORMATION,
} from '../../../../shared/catalogue/personal-information';
import { screenRows } from '../../../lib/catalogue-rows';
import { licenceRows, useMyLicences } from '../../../lib/licences';
import { SiteTicketsNotice } from './site-tickets-notice';
import { contactRows, personalRows, statusRows } from '../../../lib/personal-rows';
import { phone } from '../../../lib/phone-format';
import type { DraftMap, StoredValues } from '../use-drafts';

type Values = Record<string, unknown>;
type LicenceList = Parameters<typeof licenceRows>[0];

// The new hire checks their own numbers here, so they are shown in full (issue 23); once the
// application is submitted the server sends them masked, and a fresh code opens them again.

/** What each step holds, as the new hire will check it before initialling. */
const SECTIONS: ReadonlyArray<{
  stepId: WizardStepId;
  title: string;
  href: string;
  /** The licences step's rows are its list (GET /api/me/licences), not its draft. */
  rows: (v: Values, licences: LicenceList) => DetailRow[];
}> = [
  {
    stepId: 'basic-info',
    title: 'Basic information',
    href: '/basic-info',
    rows: (v) => screenRows(PERSONAL_INFORMATION, PERSONAL_DETAILS, v, phone),
  },
  {
    stepId: 'address',
    title: 'Address',
    href: '/address',
    rows: (v) => personalRows(ADDRESS, v),
  },
  {
    stepId: 'emergency-contact',
    title: 'Emergency contacts',
    href: '/emergency-contact',
    rows: (v) => contactRows(v, phone),
  },
  {
    stepId: 'personal-status',
    title: 'Personal status',
    href: '/personal-status',
    rows: statusRows,
  },
  {
    stepId: 'card-details',
    title: 'Cards and licences',
    href: '/card-details',
    rows: (_v, licences) => licenceRows(licences),
  },
  {
    stepId: 'bank-details',
    title: 'Bank details',
    href: '/bank-details',
    rows: (v) => screenRows(PERSONAL_INFORMATION, BANK_DETAILS, v, phone),
  },
  {
    stepId: 'position-details',
    title: 'Position details',
    href: '/position-details',
    rows: (v) => screenRows(PERSONAL_INFORMATION, EMPLOYMENT_DETAILS, v, phone),
  },
];

/**
 * Everything entered, section by section, each with an Edit link to its step: what the new hire
 * declares true by initialling below. Each step shows its draft, else (`member`, in edit mode)
 * the stored member.
 *
 * Memoised: it is most of the screen's elements, and the form above it renders again once mounted
 * (react-hook-form marks itself ready) and at every keystroke in the notes. Rendered again with
 * it, each of its elements was compared again in React's commit: a task of 15 to 25 ms on this
 * machine at the screen's start, counted four times over as blocking time by Lighthouse.
 */
export const ReviewEntries = memo(function ReviewEntries({
  drafts,
  member,
}: {
  drafts: DraftMap;
  member: StoredValues | null;
}) {
  const licences = useMyLicences().data?.licences ?? [];
  const location = String((drafts['position-details'] ?? member ?? {}).location ?? '');
  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="font-semibold text-slate-900">
        Check your details
      </h2>
      <SiteTicketsNotice location={location} licences={licences} />
      {SECTIONS.map((section) => (
        <section
          key={section.stepId}
          aria-labelledby={`review-${section.stepId}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 id={`review-${section.stepId}`} className="font-medium text-slate-900">
              {section.title}
            </h3>
            <Link
              href={section.href}
              aria-label={`Edit ${section.title.toLowerCase()}`}
              className="min-h-11 content-center px-2 text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Edit
            </Link>
          </div>
          <DetailList rows={section.rows(drafts[section.stepId] ?? member ?? {}, licences)} />
        </section>
      ))}
    </section>
  );
});
