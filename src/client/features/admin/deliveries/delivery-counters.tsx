import { StatCard, type StatTone } from '../../../components/ui/stat-card';
import { DELIVERY_STATE_LABELS, DELIVERY_STATES } from '../../../../shared/deliveries';
import type { DeliveryCounts } from '../../../../shared/answers/deliveries';

const TONE = {
  pending: 'amber',
  delivered: 'green',
  'not-sent': 'slate',
  failed: 'red',
} as const satisfies Record<keyof DeliveryCounts, StatTone>;

export function DeliveryCounters({ counts }: { counts: DeliveryCounts }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {DELIVERY_STATES.map((state) => (
        <StatCard
          key={state}
          label={DELIVERY_STATE_LABELS[state]}
          value={counts[state]}
          tone={state === 'failed' && counts.failed === 0 ? 'slate' : TONE[state]}
        />
      ))}
    </div>
  );
}
