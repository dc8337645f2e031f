import { type RefObject, useLayoutEffect } from 'react';

/** Where toasts sit at the top (styles.css): below the sm breakpoint. */
const PHONE = '(width < 40rem)';
/** Room left between a toast and what it must not cover. */
const GAP_PX = 8;

/**
 * On a phone a toast sits at the top of the screen. While one is open (issue 23, item 10):
 * - it sits just under the page's header while the header is in sight (`--toast-top`), so the
 *   Admin and Sign out buttons stay uncovered;
 * - the page scrolls with room for it above (`scroll-padding-top`), so Next and a field focused
 *   by scrolling land below it;
 * - the focused control's field (its `[data-toast-clear]` ancestor: label, control, error, or the
 *   photo with its preview) is scrolled from under it.
 * Inside a dialog the toast sits above the dialog instead (styles.css); nothing is moved there.
 */
export function useKeepClearOfToasts(viewportRef: RefObject<HTMLElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !isOpen) return;
    const root = document.documentElement;
    const phone = window.matchMedia(PHONE);

    const placeUnderHeader = () => {
      const header = document.querySelector('header');
      const bottom = header ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0;
      root.style.setProperty('--toast-top', `${bottom}px`);
    };

    const toastsBottom = () => {
      let bottom = 0;
      for (const toast of viewport.querySelectorAll('li')) {
        bottom = Math.max(bottom, toast.getBoundingClientRect().bottom);
      }
      return bottom;
    };

    const keepClear = () => {
      if (!phone.matches) {
        root.style.removeProperty('scroll-padding-top');
        return;
      }
      placeUnderHeader();
      const bottom = toastsBottom();
      if (bottom <= 0) return;
      root.style.scrollPaddingTop = `${Math.ceil(bottom + GAP_PX)}px`;
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return;
      if (viewport.contains(focused) || focused.closest('[role="dialog"]')) return;
      const target = focused.closest<HTMLElement>('[data-toast-clear]') ?? focused;
      const box = target.getBoundingClientRect();
      if (box.top < bottom + GAP_PX && box.bottom > 0) target.scrollIntoView({ block: 'nearest' });
    };

    keepClear();
    const observer = new ResizeObserver(keepClear);
    observer.observe(viewport);
    document.addEventListener('focusin', keepClear);
    window.addEventListener('scroll', placeUnderHeader, { passive: true });
    phone.addEventListener('change', keepClear);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', keepClear);
      window.removeEventListener('scroll', placeUnderHeader);
      phone.removeEventListener('change', keepClear);
      root.style.removeProperty('scroll-padding-top');
    };
  }, [viewportRef, isOpen]);
}
