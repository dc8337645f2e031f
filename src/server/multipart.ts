import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';
import { findUnstorable, unstorableRefused } from './input-hardening';
import { MAX_PHOTO_BYTES } from './services/images/process-profile-photo';

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { field: string; buffer: Buffer; filename: string };
}

export const multipartLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  // The team member form has ~50 fields.
  fields: 70,
  // A drawn initial travels as a PNG data URL field.
  fieldSize: 700 * 1024,
  parts: 71,
};

/** The whole form: a photo plus the text fields, of which only the initial is large. */
const MAX_FORM_BYTES = MAX_PHOTO_BYTES + 1024 * 1024;

/**
 * Reads a whole multipart form into memory before anything is written, so a malformed or
 * oversized request changes nothing.
 */
export async function readMultipart(req: FastifyRequest): Promise<MultipartForm> {
  if (!req.isMultipart()) throw badRequest('Expected a multipart/form-data request');
  const form: MultipartForm = { fields: {} };
  let total = 0;
  try {
    for await (const part of req.parts({ limits: multipartLimits })) {
      if (total > MAX_FORM_BYTES) throw tooLarge();
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        total += buffer.length;
        form.file = { field: part.fieldname, buffer, filename: part.filename };
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        total += form.fields[part.fieldname]!.length;
      }
    }
    if (total > MAX_FORM_BYTES) throw tooLarge();
    const field = findUnstorable({ ...form.fields, filename: form.file?.filename });
    if (field !== undefined) throw unstorableRefused(field);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest('The upload could not be read. Please try again.');
  }
  return form;
}

const tooLarge = () =>
  new HttpError(413, 'file_too_large', 'File too large. Please select an image under 5MB');
