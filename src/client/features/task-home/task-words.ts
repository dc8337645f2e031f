import { useTranslation } from 'react-i18next';
import { taskById, type TaskId } from '../../../shared/tasks';
import { useLocale } from '../../lib/language';
import { listOf, type HintWords } from './resubmission-hint';

/**
 * A built-in task's words on the home, in the hire's language (issue 43): its card's title and
 * description, and how a resubmission names its change. English is the descriptor's own wording
 * (shared/task-descriptors), word for word, and stands in for a task whose words have no key yet.
 */
export function useTaskWords() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const title = (id: TaskId) => t(`tasks.${id}.title`, { defaultValue: taskById(id).title });
  const hint: HintWords = {
    changed: (id) => t(`tasks.${id}.changed`, { defaultValue: taskById(id).changedWords }),
    list: (items) =>
      locale === 'en-AU' ? listOf(items) : new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
    sentence: (what) =>
      `${what ? t('resubmit.changed', { what }) : t('resubmit.changedSomething')} ${t('resubmit.tap')}`,
  };
  return {
    title,
    description: (id: TaskId) => t(`tasks.${id}.description`, { defaultValue: taskById(id).description }),
    hint,
  };
}
