import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { MySession, MySessions } from '../../../../shared/answers/admin';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { useAdminMutation } from '../use-admin-mutation';

export const MY_SESSIONS_KEY = ['/api/admin/my-sessions'] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The signed-in person's own sign-ins (issue 36 item 14): when each started, when it was last
 * used, from which IP address and browser; each can be ended, or all the others at once.
 */
export function MySessionsPanel() {
  const list = useAdminList<MySessions>(MY_SESSIONS_KEY);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const end = useAdminMutation({
    listKey: MY_SESSIONS_KEY,
    mutationFn: (session: MySession | null) =>
      apiRequest<{ success: true; ended: number }>(
        'DELETE',
        session ? `${MY_SESSIONS_KEY[0]}/${session.id}` : MY_SESSIONS_KEY[0],
      ),
    onSuccess: (answer, session) => {
      if (session?.current) {
        queryClient.clear();
        navigate('/', { replace: true });
        return;
      }
      toast({
        title: 'Signed Out',
        description:
          answer.ended === 1 ? 'That sign-in has ended.' : `${answer.ended} other sign-ins have ended.`,
      });
    },
    errorTitle: 'Sign-out Failed',
    errorFallback: 'We could not end that sign-in. Please try again.',
  });

  if (list.isError) return <LoadError what="list of your sign-ins" onRetry={() => void list.refetch()} />;
  if (list.isPending) return <p className="text-slate-600">Loading your sign-ins...</p>;
  const sessions = list.data.sessions;
  const others = sessions.filter((s) => !s.current).length;

  return (
    <SectionCard
      title="My sign-ins"
      description="Where your staff account is signed in now. End any you do not recognise, then tell an owner."
      actions={
        others > 0 && (
          <Button variant="outline" disabled={end.isPending} onClick={() => end.mutate(null)}>
            Sign out everywhere else
          </Button>
        )
      }
    >
      <ul className="divide-y divide-slate-200" aria-label="My sign-ins">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">
                {s.browser ?? 'Browser not recorded'}
                {s.current && <span className="ml-2 font-normal text-brand-700">(this browser)</span>}
              </p>
              <p>IP address: {s.ip ?? 'not recorded'}</p>
              <p>
                Signed in {when(s.signedInAt)} · last active {when(s.lastActiveAt)}
              </p>
            </div>
            <Button variant="outline" disabled={end.isPending} onClick={() => end.mutate(s)}>
              {s.current ? 'Sign out here' : 'Sign out'}
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
