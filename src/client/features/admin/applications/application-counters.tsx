import { CountTile } from '../../../components/ui/count-tile';
import { APPLICATION_STATES } from '../../../../shared/applications';
import type { ApplicationCounts } from '../../../../shared/answers/applications';
import { STATE_LABELS } from './applications-api';

const ACCENT = {
  invited: 'border-l-slate-400',
  'in-progress': 'border-l-brand-500',
  submitted: 'border-l-amber-500',
  'changes-requested': 'border-l-red-600',
  approved: 'border-l-green-600',
  stalled: 'border-l-red-600',
} as const;

/** Counts per state over every application, and the stalled ones (three reminders, no submission). */
export function ApplicationCounters({ counts }: { counts: ApplicationCounts }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {APPLICATION_STATES.map((state) => (
        <CountTile key={state} label={STATE_LABELS[state]} value={counts[state]} accent={ACCENT[state]} />
      ))}
      <CountTile
        label="Stalled"
        value={counts.stalled}
        accent={counts.stalled > 0 ? ACCENT.stalled : 'border-l-slate-300'}
      />
    </div>
  );
}
