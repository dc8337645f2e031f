import { sendMultipart } from '../send-multipart';
import type { DraftPhoto } from '../../../lib/use-draft-photo';

/** PUT /api/me/photo: needs a session bound to an email, so it runs after basic info is saved. */
export function uploadDraftPhoto(blob: Blob): Promise<DraftPhoto> {
  const body = new FormData();
  body.append('profilePhoto', blob, 'profile.jpg');
  return sendMultipart<DraftPhoto>('PUT', '/api/me/photo', body);
}
