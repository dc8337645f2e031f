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
