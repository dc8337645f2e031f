import { HttpError } from '../../http-errors';

export const DUPLICATE_EMAIL_MESSAGE = 'A recipient with this email already exists';

export const duplicateEmail = () =>
  new HttpError(409, 'duplicate_email', DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
