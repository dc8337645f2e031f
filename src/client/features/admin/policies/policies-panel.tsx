import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import type { PolicyDocumentList } from '../../../../shared/schemas/policy-document';
import { POLICIES_KEY, policyRows, type PolicyDocumentRow } from './policy-api';
import { PolicyForm } from './policy-form';
import { PolicyList } from './policy-list';

/** The form is open for a new document ('new'), for one being edited, or closed (null). */
type Editing = 'new' | PolicyDocumentRow | null;

export function PoliciesPanel() {
  const list = useAdminList<PolicyDocumentList>(POLICIES_KEY);
  const [editing, setEditing] = useState<Editing>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);

  // Focus would otherwise fall to the page's start when the form disappears.
  const closeForm = () => {
    setEditing(null);
    newButtonRef.current?.focus();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">Documents employees read and acknowledge during onboarding.</p>
        <Button ref={newButtonRef} onClick={() => setEditing('new')}>
          New Policy
        </Button>
      </div>
      {editing && (
        <PolicyForm
          key={editing === 'new' ? 'new' : editing.id}
          document={editing === 'new' ? undefined : editing}
          onClose={closeForm}
        />
      )}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading policy documents...
        </p>
      ) : list.isError ? (
        <LoadError what="policy documents" onRetry={() => void list.refetch()} />
      ) : (
        <PolicyList documents={policyRows(list.data)} onEdit={setEditing} />
      )}
    </div>
  );
}
