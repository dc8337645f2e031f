import { useQuery } from '@tanstack/react-query';
import type { DraftPhotoAnswer } from '../../../shared/schemas/answers';
import { ApiError, getJson } from '../../lib/api-client';

/** GET /api/me/photo: the cropped headshot saved with the basic-info draft, if any. */
export const DRAFT_PHOTO_KEY = ['/api/me/photo'] as const;

export type DraftPhoto = DraftPhotoAnswer;

export async function fetchDraftPhoto(): Promise<DraftPhoto | null> {
  try {
    return await getJson<DraftPhoto>(DRAFT_PHOTO_KEY[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDraftPhoto(isEnabled: boolean) {
  return useQuery({ queryKey: DRAFT_PHOTO_KEY, queryFn: fetchDraftPhoto, enabled: isEnabled });
}
