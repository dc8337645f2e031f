import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { documentTitle } from './page-title';
import { dismissStaleToasts } from './use-toast';

/** How long to look for the new page's heading while its code loads. */
const FIND_HEADING_MS = 5000;

/**
 * Every route change: the document title names the page (in the hire's language on their screens,
 * and again when they choose another), a toast about the page left behind (its errors, anything the
 * person has acted since) is dismissed, and the new page starts at the top with focus on its
 * heading, so a screen reader or keyboard user starts where a sighted person looks.
 */
export function useRouteChange() {
  const [location] = useLocation();
  const { t, i18n } = useTranslation('home');
  const isFirst = useRef(true);
  useEffect(() => {
    document.title = documentTitle(location, t, i18n.language);
  }, [location, t, i18n.language]);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    dismissStaleToasts();
    window.scrollTo(0, 0);
    // The page's code and data may still be loading: its heading can appear, or be replaced
    // (loading frame, then the form), a moment later. Until the person does something, keep
    // the focus on the current heading whenever it would otherwise fall back to the body.
    const started = performance.now();
    let frame = 0;
    let isDone = false;
    const stop = () => {
      isDone = true;
      cancelAnimationFrame(frame);
    };
    const keepHeadingFocused = () => {
      if (isDone) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      const active = document.activeElement;
      if (heading && heading !== active && (active === null || active === document.body)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      if (performance.now() - started < FIND_HEADING_MS) frame = requestAnimationFrame(keepHeadingFocused);
    };
    frame = requestAnimationFrame(keepHeadingFocused);
    window.addEventListener('pointerdown', stop, { once: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      window.removeEventListener('pointerdown', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location]);
}
