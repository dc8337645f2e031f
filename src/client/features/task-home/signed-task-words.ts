import { useTranslation } from 'react-i18next';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import type { ToastInput } from '../../lib/use-toast';
import { SIGNED_TASKS } from './signed-tasks';

/**
 * A read-and-sign task's words on the home's dialogs, in the hire's language (issue 43): its view
 * dialog's title and what Reset says. English is the descriptor's own (SIGNED_TASKS), and stands
 * in for a task whose words have no key yet.
 */
export function useSignedTaskWords(
  type: SignedDocumentType,
): Omit<(typeof SIGNED_TASKS)[SignedDocumentType], 'route'> {
  const { t } = useTranslation('home');
  const english = SIGNED_TASKS[type];
  const resetSuccess: ToastInput = {
    title: t(`tasks.${type}.resetDoneTitle`, { defaultValue: english.resetSuccess.title }),
    description: t(`tasks.${type}.resetDone`, { defaultValue: english.resetSuccess.description ?? '' }),
  };
  return {
    viewTitle: t(`tasks.${type}.viewTitle`, { defaultValue: english.viewTitle }),
    resetDescription: t(`tasks.${type}.resetDescription`, { defaultValue: english.resetDescription }),
    resetSuccess,
    resetFailure: {
      ...english.resetFailure,
      title: t('manage.errorTitle'),
      description: t(`tasks.${type}.resetFailed`, { defaultValue: english.resetFailure.description ?? '' }),
    },
  };
}
