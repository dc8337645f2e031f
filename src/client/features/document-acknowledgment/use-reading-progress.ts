import { useCallback, useEffect, useRef, useState } from 'react';

import type { ReadRule } from '../../../shared/task-descriptors/index';

export type { ReadRule };

/**
 * How far the viewer has been scrolled, and whether the document counts as fully read. A
 * document that does not scroll is read at once; once read, it stays read.
 */
export function useReadingProgress(rule: ReadRule, content: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState(0);
  const [isRead, setIsRead] = useState(false);

  const measure = useCallback(
    (hasScrolled: boolean) => {
      const el = ref.current;
      if (!el) return;
      const scrollable = el.scrollHeight - el.clientHeight;
      if (scrollable <= 1) {
        setPercent(100);
        setIsRead(true);
        return;
      }
      const done = Math.min(100, Math.max(0, (el.scrollTop / scrollable) * 100));
      setPercent(done);
      const isReached =
        rule.kind === 'percent'
          ? done >= rule.threshold
          : hasScrolled && el.scrollTop > 0 && scrollable - el.scrollTop <= rule.withinPx;
      if (isReached) setIsRead(true);
    },
    [rule],
  );

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure(false);
    const observer = new ResizeObserver(() => measure(false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, content]);

  return { ref, percent, isRead, onScroll: () => measure(true) };
}
