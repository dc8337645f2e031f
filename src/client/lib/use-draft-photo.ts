import { useQuery } from '@tanstack/react-query';
import type { DraftPhotoAnswer } from '../../shared/schemas/answers';
import { getJson } from './api-client';

/** GET /api/me/photo: the cropped headshot saved with the basic-info draft, if any. */
export const DRAFT_PHOTO_KEY = ['/api/me/photo'] as const;

export type DraftPhoto = DraftPhotoAnswer;

/** Null while none is saved (the server answers null, not 404). */
export function fetchDraftPhoto(): Promise<DraftPhoto | null> {
  return getJson<DraftPhoto | null>(DRAFT_PHOTO_KEY[0]);
}

export function useDraftPhoto(isEnabled: boolean) {
  return useQuery({ queryKey: DRAFT_PHOTO_KEY, queryFn: fetchDraftPhoto, enabled: isEnabled });
}
