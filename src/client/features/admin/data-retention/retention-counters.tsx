import { StatCard } from '../../../components/ui/stat-card';
import type { RetentionCounts } from '../../../../shared/retention';

export function RetentionCounters({ counts }: { counts: RetentionCounts }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard label="Pending Download" value={counts.pendingDownload} tone="amber" />
      <StatCard label="Downloaded" value={counts.downloaded} tone="blue" />
      <StatCard label="Approved for Deletion" value={counts.approvedForDeletion} tone="red" />
    </div>
  );
}
