import { useEffect, useState } from 'react';

export interface PendingPhoto {
  blob: Blob;
  url: string;
}

/** The cropped headshot, held in memory until Next uploads it; its preview URL is released. */
export function usePendingPhoto() {
  const [pending, setPending] = useState<PendingPhoto | null>(null);
  useEffect(
    () => () => {
      if (pending) URL.revokeObjectURL(pending.url);
    },
    [pending],
  );
  const setBlob = (blob: Blob) => setPending({ blob, url: URL.createObjectURL(blob) });
  return { pending, setBlob };
}
