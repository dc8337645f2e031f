import { StatCard } from '../../../components/ui/stat-card';
import type { RetentionCounts } from '../../../../shared/retention';

export function RetentionCounters({ counts }: { counts: RetentionCounts }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Pending Download" value={counts.pendingDownload} tone="amber" />
      <StatCard label="Downloaded" value={counts.downloaded} tone="blue" />
      <StatCard label="Approved for Deletion" value={counts.approvedForDeletion} tone="red" />
      {/* A delivery that failed needs an admin (Retry delivery): visible at a glance. */}
      <StatCard
        label="Failed Deliveries"
        value={counts.failedDeliveries}
        tone={counts.failedDeliveries > 0 ? 'red' : 'green'}
      />
    </div>
  );
}
