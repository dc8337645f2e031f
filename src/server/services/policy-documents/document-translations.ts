import { and, asc, eq } from 'drizzle-orm';
import type { DocumentTranslation } from '../../../shared/answers/policy-document';
import type { Language } from '../../../shared/i18n/languages';
import {
  type DocumentTranslationInput,
  type TranslationLanguage,
  TRANSLATION_LANGUAGES,
} from '../../../shared/schemas/document-translation';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { policyDocumentTranslations } from '../../db/schema/policy-document-translations';
import { badRequest, notFound } from '../../http-errors';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { cleanPolicyContent } from './sanitize-policy-html';

export const NOT_A_QUESTION = 'Not a question of this document';

type Row = typeof policyDocumentTranslations.$inferSelect;

const answer = (row: Row): DocumentTranslation => ({
  language: row.language as TranslationLanguage,
  title: row.title,
  content: row.content,
  questions: row.questions,
});

async function documentQuestions(db: Db, id: string) {
  const [doc] = await db
    .select({ questions: policyDocuments.questions })
    .from(policyDocuments)
    .where(eq(policyDocuments.id, id));
  if (!doc) throw notFound('Policy document not found');
  return doc.questions;
}

/** Every translation HR wrote of a document, in the languages' order (decision 115). */
export async function listTranslations(db: Db, id: string): Promise<DocumentTranslation[]> {
  await documentQuestions(db, id);
  const rows = await db
    .select()
    .from(policyDocumentTranslations)
    .where(eq(policyDocumentTranslations.policyDocumentId, id))
    .orderBy(asc(policyDocumentTranslations.language));
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const row = rows.find((r) => r.language === language);
    return row ? [answer(row)] : [];
  });
}

/**
 * Saves HR's translation of a document into `language` (its content sanitised as the English
 * is; each question named by the English question's id), audited as a policy edit.
 */
export async function saveTranslation(
  db: Db,
  id: string,
  language: TranslationLanguage,
  input: DocumentTranslationInput,
  by: ActingAdmin,
): Promise<DocumentTranslation> {
  const content = await cleanPolicyContent(input.content);
  return db.transaction(async (tx) => {
    const ids = new Set((await documentQuestions(tx, id)).map((q) => q.id));
    const questions = (input.questions ?? []).map((q) => ({ id: q.id.trim(), question: q.question.trim() }));
    const stray = questions.findIndex((q) => !ids.has(q.id));
    if (stray >= 0) throw badRequest(NOT_A_QUESTION, { [`questions.${stray}.id`]: NOT_A_QUESTION });
    const values = { title: input.title.trim(), content, questions, updatedAt: new Date() };
    const [row] = await tx
      .insert(policyDocumentTranslations)
      .values({ policyDocumentId: id, language, ...values })
      .onConflictDoUpdate({
        target: [policyDocumentTranslations.policyDocumentId, policyDocumentTranslations.language],
        set: values,
      })
      .returning();
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'policy.translation.save',
      target: id,
      details: { language, fields: ['title', 'content', 'questions'] },
    });
    return answer(row!);
  });
}

/** Removes a document's translation into `language`: the hire reads the English only. */
export async function deleteTranslation(
  db: Db,
  id: string,
  language: TranslationLanguage,
  by: ActingAdmin,
): Promise<void> {
  await db.transaction(async (tx) => {
    await documentQuestions(tx, id);
    const removed = await tx
      .delete(policyDocumentTranslations)
      .where(
        and(
          eq(policyDocumentTranslations.policyDocumentId, id),
          eq(policyDocumentTranslations.language, language),
        ),
      )
      .returning({ language: policyDocumentTranslations.language });
    if (removed.length === 0) throw notFound('This document has no translation into that language');
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'policy.translation.delete',
      target: id,
      details: { language },
    });
  });
}

/**
 * The translation a hire reading in `language` is shown beside the English, or null: English, or
 * none written (no machine translation is made at run time).
 */
export async function translationFor(
  db: Db,
  id: string,
  language: Language,
): Promise<DocumentTranslation | null> {
  if (language === 'en') return null;
  const [row] = await db
    .select()
    .from(policyDocumentTranslations)
    .where(
      and(
        eq(policyDocumentTranslations.policyDocumentId, id),
        eq(policyDocumentTranslations.language, language),
      ),
    );
  return row ? answer(row) : null;
}
