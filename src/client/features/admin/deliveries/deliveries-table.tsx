import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { DELIVERY_STATE_LABELS, type DeliveryState } from '../../../../shared/deliveries';
import type { Delivery } from '../../../../shared/answers/deliveries';
import { useRetryDelivery } from './use-retry-delivery';

const COLUMNS = [
  'Delivery',
  'Recipient',
  'Application of',
  'State',
  'Attempts',
  'Last Error',
  'Actions',
] as const;

const STATE_TONE: Record<DeliveryState, BadgeTone> = {
  pending: 'amber',
  delivered: 'green',
  'not-sent': 'slate',
  failed: 'red',
};

const none = <span className="text-slate-400">—</span>;

function Recipient({ delivery }: { delivery: Delivery }) {
  if (!delivery.recipient) return none;
  // The records system and a payroll system are named, not addressed.
  if (delivery.channel !== 'email') return <>{delivery.recipient}</>;
  return <EmailText email={delivery.recipient} />;
}

function RetryButton({ delivery }: { delivery: Delivery }) {
  const retry = useRetryDelivery();
  return (
    <Button
      variant="outline"
      className="whitespace-nowrap"
      disabled={retry.isPending}
      onClick={() => retry.mutate(delivery)}
    >
      {retry.isPending ? 'Retrying...' : 'Retry'}
      <span className="sr-only">
        {' '}
        {delivery.what.toLowerCase()}
        {delivery.recipient ? ` (${delivery.recipient})` : ''}
      </span>
    </Button>
  );
}

interface DeliveriesTableProps {
  deliveries: Delivery[];
  isFiltered: boolean;
}

export function DeliveriesTable({ deliveries, isFiltered }: DeliveriesTableProps) {
  if (deliveries.length === 0) {
    return <EmptyState>{isFiltered ? 'No deliveries match' : 'No deliveries yet'}</EmptyState>;
  }
  return (
    <DataTable label="Deliveries" columns={COLUMNS} breakpoint="lg">
      {deliveries.map((d) => (
        <DataRow key={d.id}>
          <DataCell label="Delivery">
            <span className="font-semibold text-slate-900">{d.what}</span>
            <span className="block text-xs text-slate-500">
              <DateTimeText value={d.createdAt} withSeconds />
            </span>
          </DataCell>
          <DataCell label="Recipient" className="lg:min-w-48">
            <Recipient delivery={d} />
          </DataCell>
          <DataCell label="Application of">{d.applicant ?? none}</DataCell>
          <DataCell label="State">
            <Badge tone={STATE_TONE[d.state]}>{DELIVERY_STATE_LABELS[d.state]}</Badge>
            {d.reason ? <span className="block text-sm text-slate-700">{d.reason}</span> : null}
            <span className="block text-xs text-slate-500">
              <DateTimeText value={d.updatedAt} withSeconds />
            </span>
          </DataCell>
          <DataCell label="Attempts">{d.attempts}</DataCell>
          <DataCell label="Last Error">
            {d.lastError ? <span className="text-red-800">{d.lastError}</span> : none}
          </DataCell>
          <DataCell label="Actions" isWide>
            {d.state === 'failed' ? <RetryButton delivery={d} /> : none}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
