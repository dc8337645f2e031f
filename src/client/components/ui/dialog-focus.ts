/** The control that opened the last dialog, for a dialog opened from inside another one. */
let lastOpener: HTMLElement | null = null;
/** The control last pressed: Safari does not focus a button when it is tapped. */
let lastPressed: HTMLElement | null = null;

const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]';

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
      if (target) lastPressed = target;
    },
    { capture: true },
  );
}

const isOutsideDialogs = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el !== document.body && el.isConnected && !el.closest('[role="dialog"]');

/**
 * Where focus returns when a dialog closes: the focused control as it opens; else the control
 * last pressed (Safari); else, for a dialog that replaced another (Manage, then View), the
 * control that opened the first one.
 */
export function openerOf(active: Element | null): HTMLElement | null {
  const opener = isOutsideDialogs(active) ? active : isOutsideDialogs(lastPressed) ? lastPressed : null;
  if (opener) lastOpener = opener;
  return lastOpener;
}

/**
 * Whether a pointer event landed on a toast. A toast raised before a modal dialog opened is
 * under Radix's pointer-events lock, so the event may name the dialog's overlay: check the point.
 */
export function isInToast(event: Event): boolean {
  if (event.target instanceof Element && event.target.closest('.toast')) return true;
  if (!(event instanceof PointerEvent || event instanceof MouseEvent)) return false;
  return [...document.querySelectorAll('.toast')].some((toast) => {
    const box = toast.getBoundingClientRect();
    return (
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    );
  });
}

/** Marks the hidden close control every dialog card holds, for `closeDialogAround`. */
export const ESCAPE_CLOSE_ATTR = 'data-escape-close';

/**
 * Closes the dialog `el` is in, as its Escape would, and answers whether there was one. A toast
 * raised while a dialog is open can be the highest of Radix's dismissable layers and would take
 * the Escape meant for the dialog the person is typing in (it closed the toast, and the dialog
 * stayed): toasts hand such an Escape over with this.
 */
export function closeDialogAround(el: Element | null): boolean {
  const close = el?.closest('[role="dialog"]')?.querySelector<HTMLElement>(`[${ESCAPE_CLOSE_ATTR}]`);
  close?.click();
  return !!close;
}
