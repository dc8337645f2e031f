import { CountTile } from '../../../components/ui/count-tile';
import type { RetentionCounts } from '../../../../shared/answers/retention';

const ACCENT = {
  amber: 'border-l-amber-500',
  blue: 'border-l-brand-500',
  red: 'border-l-red-600',
  green: 'border-l-green-600',
} as const;

export function RetentionCounters({ counts }: { counts: RetentionCounts }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4">
      <CountTile label="Pending Download" value={counts.pendingDownload} accent={ACCENT.amber} />
      <CountTile label="Downloaded" value={counts.downloaded} accent={ACCENT.blue} />
      <CountTile label="Approved for Deletion" value={counts.approvedForDeletion} accent={ACCENT.red} />
      {/* A delivery that failed needs an admin (Retry delivery): visible at a glance, on phones a line. */}
      <CountTile
        label="Failed Deliveries"
        value={counts.failedDeliveries}
        accent={counts.failedDeliveries > 0 ? ACCENT.red : ACCENT.green}
        className="col-span-3 flex-row items-center gap-3 py-1 lg:col-span-1 lg:flex-col lg:items-stretch lg:py-4 [&>p:last-child]:mt-0 [&>p:last-child]:text-base lg:[&>p:last-child]:mt-1 lg:[&>p:last-child]:text-3xl"
      />
    </div>
  );
}
