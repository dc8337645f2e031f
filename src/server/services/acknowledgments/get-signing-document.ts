import type { SigningDocument } from '../../../shared/acknowledgment';
import { readAndSignTask } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { forbidden } from '../../http-errors';
import { getActivePolicyDocument } from '../policy-documents/get-active-policy-document';
import { translationFor } from '../policy-documents/document-translations';
import { hireLanguageOf } from '../mail/hire-emails';
import { findMember } from './load-signer';
import { personaliseDocument } from './personalise-document';

export const USER_EMAIL_NOT_FOUND = 'User email not found. Please complete personal information first.';

/**
 * The active document of a type as this person reads it: a personalised task's document with
 * their name and position filled in (escaped), the others as published; 404 when none is active.
 * Beside it, HR's translation into the application's language when there is one (decision 115).
 */
export async function getSigningDocument(
  db: Db,
  email: string,
  documentType: string,
): Promise<SigningDocument> {
  const doc = await getActivePolicyDocument(db, documentType);
  let content = doc.content;
  let translation = await translationFor(db, doc.id, await hireLanguageOf(db, email));
  if (readAndSignTask(documentType)?.readAndSign.isPersonalised) {
    const member = await findMember(db, email);
    if (!member) throw forbidden(USER_EMAIL_NOT_FOUND);
    content = await personaliseDocument(doc.content, member);
    if (translation)
      translation = { ...translation, content: await personaliseDocument(translation.content, member) };
  }
  return {
    id: doc.id,
    title: doc.title,
    version: doc.version,
    documentType: doc.documentType,
    content,
    questions: doc.questions,
    isActive: doc.isActive,
    translation,
  };
}
