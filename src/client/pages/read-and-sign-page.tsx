import { useState } from 'react';
import { useLocation } from 'wouter';
import { READ_AND_SIGN_TASKS } from '../../shared/task-descriptors/index';
import { AgreementScreen } from '../features/document-acknowledgment/agreement-screen';
import { ReadAndSign } from '../features/document-acknowledgment/read-and-sign';
import { readPreviewId } from '../features/document-acknowledgment/use-signing-source';
import { NotFoundPage } from './not-found-page';

/**
 * Every read-and-sign task's screen, its task read from the path (the route table gives each
 * task's route this page). The task that hosts previews also shows an admin's `?preview=<id>`.
 */
export function ReadAndSignPage() {
  const [location] = useLocation();
  const [previewId] = useState(readPreviewId);
  const task = READ_AND_SIGN_TASKS.find((t) => t.route === location);
  if (!task) return <NotFoundPage />;
  const { screen } = task.readAndSign;
  if (screen.kind === 'yes-no') return <AgreementScreen key={task.id} task={task} screen={screen} />;
  const preview = 'hostsPreview' in screen && screen.hostsPreview ? previewId : null;
  return <ReadAndSign key={task.id} task={task} screen={screen} previewId={preview} />;
}
