import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { wizardStepById } from '../../../../shared/tasks';
import { DetailList } from '../../../components/ui/detail-list';
import { useMyLicences } from '../../../lib/licences';
import { SiteTicketsNotice } from './site-tickets-notice';
import { REVIEW_STEPS, useReviewRows } from './review-rows';
import type { DraftMap, StoredValues } from '../use-drafts';

// The new hire checks their own numbers here, so they are shown in full (issue 23); once the
// application is submitted the server sends them masked, and a fresh code opens them again.

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
  const { t } = useTranslation('wizard');
  const rows = useReviewRows();
  const licences = useMyLicences().data?.licences ?? [];
  const location = String((drafts['position-details'] ?? member ?? {}).location ?? '');
  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="font-semibold text-slate-900">
        {t('review.heading')}
      </h2>
      <SiteTicketsNotice location={location} licences={licences} />
      {REVIEW_STEPS.map((stepId) => (
        <section
          key={stepId}
          aria-labelledby={`review-${stepId}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 id={`review-${stepId}`} className="font-medium text-slate-900">
              {t(`review.sections.${stepId}.title`)}
            </h3>
            <Link
              href={wizardStepById(stepId).route}
              aria-label={t(`review.sections.${stepId}.edit`)}
              className="min-h-11 content-center px-2 text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {t('review.edit')}
            </Link>
          </div>
          <DetailList rows={rows[stepId](drafts[stepId] ?? member ?? {}, licences)} />
        </section>
      ))}
    </section>
  );
});
