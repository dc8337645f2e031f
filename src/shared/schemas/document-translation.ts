import { z } from 'zod/mini';
import {
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  translationLanguageSchema,
} from '../i18n/languages';
import { CONTENT_MAX, QUESTION_TEXT_REQUIRED } from './policy-document';
import { cleanMultiLine, requiredText } from './fields';

export { TRANSLATION_LANGUAGES, translationLanguageSchema };
export type { TranslationLanguage };

/**
 * PUT /api/policy-documents/{id}/translations/{language}: HR's translation of a document's title,
 * content and questions (each by the English question's id), to help a hire read it (decision
 * 115). The English document is what is signed.
 */
export const documentTranslationInputSchema = z.object({
  title: requiredText('Title is required'),
  content: requiredText('Content is required', CONTENT_MAX, cleanMultiLine()),
  questions: z._default(
    z
      .array(
        z.object({
          id: requiredText('Question id is required', 100),
          question: requiredText(QUESTION_TEXT_REQUIRED, 1000),
        }),
      )
      .check(z.maxLength(100)),
    [],
  ),
});
export type DocumentTranslationInput = z.input<typeof documentTranslationInputSchema>;
