import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToast, type ToastItem } from '../../lib/use-toast';
import { closeDialogAround } from './dialog-focus';
import { useKeepClearOfToasts } from './keep-clear-of-toasts';

const TOAST_DURATION_MS = 5000;

// Radix copies a toast's text into a hidden announcer for a second, so every toast text would be
// in the page twice (and getByText would find two). The title and description are kept out of
// that copy; ToasterHost's aria-live wrapper announces them instead.
const noAnnounceCopy = { 'data-radix-toast-announce-exclude': '' };

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const isDestructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      // Escape pressed in a dialog closes that dialog, not this toast (which goes by itself).
      onEscapeKeyDown={(event) => {
        if (closeDialogAround(document.activeElement)) event.preventDefault();
      }}
      className={cn(
        // `!`: a toast raised before a modal dialog opened is under Radix's pointer-events lock,
        // and a tap on its close would fall through to the dialog's overlay and close the dialog.
        'toast pointer-events-auto! relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-12 shadow-lg',
        isDestructive ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="min-w-0 flex-1 break-words">
        <ToastPrimitive.Title className="font-semibold" {...noAnnounceCopy}>
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description
            className={cn('mt-1 text-sm', isDestructive ? 'text-red-800' : 'text-slate-600')}
            {...noAnnounceCopy}
          >
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={t('toast.dismiss')}
        className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-current opacity-70 hover:opacity-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast store: one at a time, 5 s, swipe 50 px towards the end to dismiss, F8 focuses it.
 * On a phone toasts sit at the top, under the page's header and clear of the focused field and
 * the wizard's Back and Next (keep-clear-of-toasts.ts); from the sm breakpoint at the bottom
 * end, and at the top while a dialog is open (styles.css), clear of its buttons.
 * `isFocusedOnMount` is for an F8 pressed before this was loaded (ToasterHost).
 */
export function Toaster({ isFocusedOnMount = false }: { isFocusedOnMount?: boolean }) {
  const { toasts } = useToast();
  const { i18n } = useTranslation();
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (isFocusedOnMount) viewportRef.current?.focus();
  }, [isFocusedOnMount]);
  useKeepClearOfToasts(
    viewportRef,
    toasts.some((item) => item.open),
  );
  return (
    // Swiped away towards the screen's end: the right, or the left when the page reads right to left.
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={i18n.dir() === 'rtl' ? 'left' : 'right'}
      swipeThreshold={50}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        className="toast-viewport pointer-events-none fixed end-0 top-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
