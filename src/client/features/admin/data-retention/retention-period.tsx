import { Badge } from '../../../components/ui/badge';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { formatDay } from '../../../lib/member-format';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { RETENTION_RULES } from '../../../../shared/retention-rules';

const DAY_MS = 86_400_000;

/**
 * When the record becomes deletable, under which rule and law (decision 108), or the legal hold
 * that stops any deletion. A never-employed person: deletable now, and the day the daily job
 * purges them.
 */
export function RetentionPeriod({
  member,
  purgeAfterDays,
}: {
  member: RetentionMember;
  purgeAfterDays: number;
}) {
  const { retention, legalHold } = member;
  const rule = RETENTION_RULES[retention.rule];
  return (
    <div className="space-y-1">
      {legalHold && (
        <div className="space-y-0.5">
          <Badge tone="red">Legal hold</Badge>
          <p className="text-xs break-words text-slate-700">{legalHold.reason}</p>
          <p className="text-xs text-slate-500">
            {legalHold.by}, <DateTimeText value={legalHold.at} />
          </p>
        </div>
      )}
      {retention.rule === 'never-employed' ? (
        <>
          <p>Deletable now</p>
          {retention.lastActivityAt && (
            <p className="text-xs text-slate-500">
              Purged after{' '}
              {formatDay(
                new Date(Date.parse(retention.lastActivityAt) + purgeAfterDays * DAY_MS)
                  .toISOString()
                  .slice(0, 10),
              )}
            </p>
          )}
        </>
      ) : retention.deletableFrom ? (
        <p>
          {retention.isDeletable ? 'Deletable since' : 'Deletable from'} {formatDay(retention.deletableFrom)}
        </p>
      ) : (
        <p>Kept: no end date recorded</p>
      )}
      <p className="text-xs text-slate-500">
        {rule.title}: {rule.keep} ({rule.law})
      </p>
    </div>
  );
}
