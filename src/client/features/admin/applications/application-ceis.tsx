import { formatIsoDay } from '../../../../shared/date-time-format';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import { Button } from '../../../components/ui/button';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { SectionCard } from '../../../components/ui/section-card';
import { useCeisGiven } from './applications-api';

const after = (months: number) =>
  months % 12 === 0 ? `After ${months / 12} year${months === 12 ? '' : 's'}` : `After ${months} months`;

/**
 * The Casual Employment Information Statement again during a casual employment (Fair Work Act
 * s 125B; issue 41 item 1): each period ended, whether HR has given it, and the next one. The
 * owner and HR record giving it.
 */
export function ApplicationCeis({ detail, mayAct }: { detail: ApplicationDetail; mayAct: boolean }) {
  const give = useCeisGiven(detail.application.id);
  const { ceis } = detail;
  if (!ceis) return null;
  return (
    <SectionCard
      title="Casual Employment Information Statement"
      description={`Given again after 6 and 12 months of casual employment (Fair Work Act s 125B). Started ${formatIsoDay(ceis.startDate)}.`}
    >
      {ceis.due.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {ceis.due.map((period) => (
            <li
              key={period.months}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                <span className="font-medium text-slate-900">{after(period.months)}</span>
                <span className="text-slate-600">, due {formatIsoDay(period.dueOn)}: </span>
                {period.givenAt ? (
                  <span className="text-slate-800">
                    given <DateTimeText value={period.givenAt} /> by {period.givenBy}
                  </span>
                ) : (
                  <span className="font-medium text-amber-800">not recorded as given</span>
                )}
              </span>
              {mayAct && !period.givenAt && (
                <Button
                  variant="outline"
                  disabled={give.isPending}
                  aria-label={`Record the statement due ${after(period.months).toLowerCase()} as given`}
                  onClick={() => !give.isPending && give.mutate(period.months)}
                >
                  Record as given
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {ceis.next && (
        <p className="mt-2 text-sm text-slate-600">
          Next: {after(ceis.next.months).toLowerCase()}, on {formatIsoDay(ceis.next.dueOn)}.
        </p>
      )}
    </SectionCard>
  );
}
