import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { SectionCard } from '../../../components/ui/section-card';
import type { ClearAllAnswer } from '../../../../shared/answers/retention';
import { postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import { useSessionExpiry } from '../use-session-expiry';
import { RETENTION_KEY } from './retention-api';

/** The server refuses the wipe unless the body carries exactly this phrase (DESIGN.md §3.4). */
export const CLEAR_ALL_PHRASE = 'DELETE ALL DATA';

export function ClearAllData() {
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  const clear = useMutation({
    mutationFn: () => postJson<ClearAllAnswer>('/api/admin/clear-all-data', { confirm: CLEAR_ALL_PHRASE }),
    onSuccess: ({ cleared }) => {
      setTyped('');
      toast({
        title: 'All Data Cleared',
        description: `Removed ${cleared.teamMembers} team members and ${cleared.policyAcknowledgments} policy acknowledgments.`,
      });
    },
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Clear Failed',
        description: 'Failed to clear all data. Some data may still remain.',
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RETENTION_KEY }),
  });
  const isConfirmed = typed === CLEAR_ALL_PHRASE;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isConfirmed && !clear.isPending) clear.mutate();
  };

  return (
    <SectionCard
      tone="danger"
      title="Clear all data"
      description="Permanently deletes every team member, their files, submissions and policy acknowledgments, and every application in progress. Policy documents and notification recipients are kept. This cannot be undone."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          className="sm:max-w-sm sm:flex-1"
          label={`Type ${CLEAR_ALL_PHRASE} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button
          type="submit"
          variant="danger"
          className="min-h-12"
          disabled={!isConfirmed || clear.isPending}
        >
          {clear.isPending ? 'Clearing...' : 'Clear All Data'}
        </Button>
      </form>
    </SectionCard>
  );
}
