import { ApiError } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';
import type { ToastInput } from '../../../lib/use-toast';

/** The photo toasts of spec §8, word for word (the English of 'wizard:photo.toasts'). */
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

export type PhotoToast = keyof typeof PHOTO_TOASTS;

/** A photo toast in the language shown (English is PHOTO_TOASTS). */
export function photoToast(name: PhotoToast): ToastInput {
  const { variant } = PHOTO_TOASTS[name] as ToastInput;
  return {
    title: i18next.t(`photo.toasts.${name}.title`, { ns: 'wizard' }),
    description: i18next.t(`photo.toasts.${name}.description`, { ns: 'wizard' }),
    ...(variant ? { variant } : {}),
  };
}

/**
 * The toast for a photo the server refused: its checks are the browser's, done again by
 * content, so its answers map onto the same spec toasts; anything else is an upload failure.
 */
export function uploadFailure(error: unknown): PhotoToast {
  if (error instanceof ApiError && error.status === 413) return 'tooLarge';
  if (error instanceof ApiError && error.body?.error === 'invalid_file_type') return 'invalidType';
  return 'unsupported';
}

/** The same toast's English words (spec §8). */
export const uploadFailureToast = (error: unknown): ToastInput => PHOTO_TOASTS[uploadFailure(error)];
