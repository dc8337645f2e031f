import { ApiError } from '../../../lib/api-client';
import type { ToastInput } from '../../../lib/use-toast';

/** The photo toasts of spec §8, word for word. */
export const PHOTO_TOASTS = {
  tooLarge: {
    title: 'File too large',
    description: 'Please select an image under 5MB',
    variant: 'destructive',
  },
  invalidType: {
    title: 'Invalid file type',
    description: 'Please select an image file.',
    variant: 'destructive',
  },
  readError: {
    title: 'File read error',
    description: 'Could not read the image file. Please try again.',
    variant: 'destructive',
  },
  unsupported: {
    title: 'Photo upload failed',
    description: 'This device may not support photo uploads. Please try a different photo or device.',
    variant: 'destructive',
  },
  cropFailed: {
    title: 'Crop failed',
    description: 'Could not crop image. Please try again.',
    variant: 'destructive',
  },
  cropped: { title: 'Photo cropped', description: 'Perfect! Your headshot is ready.' },
} as const satisfies Record<string, ToastInput>;

/**
 * The toast for a photo the server refused: its checks are the browser's, done again by
 * content, so its answers map onto the same spec toasts; anything else is an upload failure.
 */
export function uploadFailureToast(error: unknown): ToastInput {
  if (error instanceof ApiError && error.status === 413) return PHOTO_TOASTS.tooLarge;
  if (error instanceof ApiError && error.body?.error === 'invalid_file_type') return PHOTO_TOASTS.invalidType;
  return PHOTO_TOASTS.unsupported;
}
