/** A 4xx answer with the JSON body every client reads: `{error, message, fields?}` (DESIGN.md §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Admin access required') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You can only access your own application') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (error: string, message: string) => new HttpError(409, error, message);
export const tooMany = (message: string) => new HttpError(429, 'too_many_requests', message);
export const serviceUnavailable = (message: string) => new HttpError(503, 'service_unavailable', message);
