import { Link } from 'wouter';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { RECIPIENTS_KEY, type RecipientList } from './recipient-api';
import { RecipientForm } from './recipient-form';

const TITLE = 'First notification recipient';

/**
 * The setup screen's recipient (issue 39 item 1): the add form while nobody active is emailed a
 * submission, then whom it goes to. Not required to finish the setup: the banner on every admin
 * page keeps saying nobody is emailed until someone is.
 */
export function FirstRecipient() {
  const list = useAdminList<RecipientList>(RECIPIENTS_KEY);
  if (list.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading recipients...
      </p>
    );
  }
  if (list.isError) return <LoadError what="recipients" onRetry={() => void list.refetch()} />;
  const active = list.data.recipients.filter((recipient) => recipient.active);
  if (active.length === 0) {
    return (
      <RecipientForm
        onDoneEditing={() => undefined}
        addTitle={TITLE}
        addDescription="Who is emailed the application PDF whenever a new hire submits. You can add more later."
      />
    );
  }
  return (
    <SectionCard title={TITLE}>
      <p className="mt-2 text-slate-800">
        Emailed when a new hire submits:{' '}
        {active.map((recipient) => `${recipient.name} (${recipient.email})`).join(', ')}.
      </p>
      <Link
        href="/admin/notifications"
        className="inline-block min-h-11 content-center font-semibold text-brand-700 underline"
      >
        Manage recipients
      </Link>
    </SectionCard>
  );
}
