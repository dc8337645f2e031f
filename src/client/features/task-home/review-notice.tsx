import type { MeStatus } from '../../../shared/me-status';
import { taskById } from '../../../shared/tasks';

/**
 * HR's review on the home (issue 25): a task sent back asks for the change and a resubmission;
 * an approved application is all set.
 */
export function ReviewNotice({ status }: { status: MeStatus }) {
  const requests = status.changeRequests ?? [];
  if (requests.length > 0) {
    const titles = requests.map((request) => taskById(request.taskId).title).join(', ');
    return (
      <section
        aria-label="Changes requested"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p className="font-semibold">HR asked you to change {titles}.</p>
        <p className="mt-1 text-sm">Open the task below, make the change, then resubmit your application.</p>
      </section>
    );
  }
  if (status.approvedAt && !status.resubmissionRequired) {
    return (
      <section
        aria-label="Application approved"
        className="rounded-2xl border border-green-300 bg-green-50 p-4 text-green-950"
      >
        <p className="font-semibold">You are all set: HR approved your application.</p>
      </section>
    );
  }
  return null;
}
