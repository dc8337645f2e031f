import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { getJson, postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { REVEAL_FIELD_LABELS } from '../../../../shared/audit-actions';
import { REVEAL_FIELDS, type RevealField } from '../../../../shared/staff-roles';
import { canReveal } from '../../../lib/admin-sections';
import { useAdminSession } from '../use-admin-session';
import { useSessionExpiry } from '../use-session-expiry';

type MemberNumbers = Record<RevealField, string>;

const LABELS = REVEAL_FIELD_LABELS;

/**
 * A member's TFN and bank numbers, masked (decision 029); payroll and owners may 'Show' one
 * value at a time, which the server audits (who, which member, which field, when, from where)
 * and answers grouped as its mask is ('123 456 782' for '••• ••• 782', '062-000').
 */
export function MemberNumbersDialog({
  member,
  onClose,
}: {
  member: { id: string; fullName: string };
  onClose: () => void;
}) {
  const session = useAdminSession();
  const checkExpiry = useSessionExpiry();
  const [shown, setShown] = useState<Partial<MemberNumbers>>({});
  const numbers = useQuery({
    queryKey: [`/api/admin/members/${member.id}/numbers`],
    queryFn: () => getJson<MemberNumbers>(`/api/admin/members/${member.id}/numbers`),
    staleTime: 0,
  });
  const reveal = useMutation({
    mutationFn: (field: RevealField) =>
      postJson<{ field: RevealField; value: string }>(`/api/admin/members/${member.id}/reveal`, { field }),
    onSuccess: ({ field, value }) => setShown((before) => ({ ...before, [field]: value })),
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Could not show the number. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const mayReveal = session.data ? canReveal(session.data.role) : false;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Tax and bank numbers: ${member.fullName}`}
        description={
          mayReveal
            ? 'Numbers are masked. Show reveals one number, and the audit records that you saw it.'
            : 'Numbers are masked. Only payroll staff and owners can see them in full.'
        }
      >
        {numbers.isError ? (
          <p role="alert">{serverMessage(numbers.error, 'Could not load the numbers. Please try again.')}</p>
        ) : numbers.isPending ? (
          <p>Loading...</p>
        ) : (
          <dl className="space-y-3">
            {REVEAL_FIELDS.map((field) => {
              const value = shown[field] ?? numbers.data[field];
              return (
                <div key={field}>
                  <dt className="text-sm font-medium text-slate-600">{LABELS[field]}</dt>
                  <dd className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono text-lg text-slate-900" aria-live="polite">
                      {value || <span className="font-sans text-base text-slate-500">Not provided</span>}
                    </span>
                    {mayReveal && value && shown[field] === undefined && (
                      <Button
                        variant="outline"
                        disabled={reveal.isPending}
                        onClick={() => reveal.mutate(field)}
                      >
                        Show<span className="sr-only"> {LABELS[field]}</span>
                      </Button>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
