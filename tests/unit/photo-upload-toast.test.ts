import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/client/lib/api-client';
import { uploadFailureToast } from '../../src/client/features/personal-information/photo/photo-toasts';

describe('a photo the server refuses', () => {
  it('shows the spec toast for a file too large', () => {
    const error = new ApiError(
      413,
      { error: 'file_too_large', message: 'File too large. Please select an image under 5MB' },
      'x',
    );
    expect(uploadFailureToast(error)).toMatchObject({
      title: 'File too large',
      description: 'Please select an image under 5MB',
    });
  });

  it('shows the spec toast for content that is not an image', () => {
    const error = new ApiError(
      400,
      { error: 'invalid_file_type', message: 'Invalid file type. Please select an image file.' },
      'x',
    );
    expect(uploadFailureToast(error)).toMatchObject({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
  });

  it('shows the upload failure toast for anything else', () => {
    expect(uploadFailureToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Photo upload failed',
      description: 'This device may not support photo uploads. Please try a different photo or device.',
    });
  });
});
