import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { CHANGE_REQUEST_MAX } from '../../../../shared/applications';
import type { ApplicationTask } from '../../../../shared/answers/applications';
import { z } from 'zod/mini';
import { requestChangesSchema } from '../../../../shared/schemas/applications';
import { TASKS, type TaskId } from '../../../../shared/tasks';
import { useRequestChanges } from './applications-api';

const isTaskId = (value: string): value is TaskId => TASKS.some((task) => task.id === value);

/** The server's checks, with the task as the select holds it ('' until one is chosen). */
const requestChangesFormSchema = z.extend(requestChangesSchema, {
  taskId: z.string().check(z.refine(isTaskId, 'Please choose the task to send back')),
});
type RequestChangesValues = z.input<typeof requestChangesFormSchema>;
type RequestChangesOutput = z.output<typeof requestChangesFormSchema>;

/**
 * HR sends one task back with a message: the task reopens for the hire with 'HR asked: …' on its
 * card and screen, and the hire is emailed the message with a link back.
 */
export function RequestChangesDialog({
  applicationId,
  hireName,
  tasks,
  onClose,
}: {
  applicationId: string;
  hireName: string;
  tasks: ApplicationTask[];
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<RequestChangesValues, unknown, RequestChangesOutput>({
    resolver: zodResolver(requestChangesFormSchema),
    defaultValues: { taskId: '', message: '' },
  });
  const request = useRequestChanges(applicationId, onClose);
  const { errors } = formState;
  const options = tasks
    .filter((task) => task.status === 'done' || task.status === 'changes-requested')
    .map((task) => ({ value: task.id, label: task.title }));

  return (
    <Dialog open onOpenChange={(open) => !open && !request.isPending && onClose()}>
      <DialogContent
        title="Request changes"
        description={`Choose the task ${hireName} should change and tell them what to change. They get your message by email.`}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit(
            ({ taskId, message }) =>
              !request.isPending && isTaskId(taskId) && request.mutate({ taskId, message }),
          )}
        >
          <SelectField
            label="Task"
            isRequired
            placeholder="Choose a task"
            options={options}
            error={errors.taskId?.message}
            {...register('taskId')}
          />
          <TextareaField
            label="Message to the new hire"
            isRequired
            rows={4}
            maxLength={CHANGE_REQUEST_MAX}
            hint="They see it as 'HR asked: …' on the task."
            error={errors.message?.message}
            {...register('message')}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="outline" disabled={request.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Request'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
