import { useCallback, useRef, useState } from 'react';
import { MIN_INK_PIXELS } from '../../../shared/acknowledgment';
import { countInk } from './measure-ink';

/** The pad's PNG, kept only once it holds enough ink to be an initial (not a stray tap). */
export function useInitial(restored: string | null = null) {
  const [initial, setInitial] = useState<string | null>(restored);
  const latest = useRef<string | null>(null);
  const onChange = useCallback((dataUrl: string | null) => {
    latest.current = dataUrl;
    if (!dataUrl) {
      setInitial(null);
      return;
    }
    void countInk(dataUrl).then(
      (ink) => {
        if (latest.current === dataUrl) setInitial(ink >= MIN_INK_PIXELS ? dataUrl : null);
      },
      () => setInitial(null),
    );
  }, []);
  return { initial, onChange };
}
