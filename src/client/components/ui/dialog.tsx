import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { ESCAPE_CLOSE_ATTR, isInToast, openerOf } from './dialog-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A centred modal card with a title and a description (both announced on open). Radix traps
 * focus and closes on Escape. It opens with focus on its first field, or on its title: Radix
 * would focus the first button, which in a long view dialog is a Close scrolled out of sight.
 * Closing returns focus to the control that opened it (Radix does that only for a
 * Dialog.Trigger, and none of ours is one: they open from state).
 */
export function DialogContent(props: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogCard {...props} />
    </DialogPrimitive.Portal>
  );
}

function DialogCard({ title, description, children }: DialogContentProps) {
  // Read while rendering, before an autoFocus field or Radix moves the focus into the card.
  const [opener] = useState(() => openerOf(document.activeElement));
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <DialogPrimitive.Content
      className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        const card = event.currentTarget as HTMLElement;
        const field = card.querySelector<HTMLElement>(FIELDS);
        (field ?? titleRef.current)?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // Someone chose where focus goes next (e.g. 'Change email' focuses the email field).
        const active = document.activeElement;
        if (active && active !== document.body) return;
        if (opener?.isConnected) opener.focus();
      }}
      // A toast is not outside the dialog: tapping its close must not close the dialog under it.
      onPointerDownOutside={(event) => {
        if (isInToast(event.detail.originalEvent)) event.preventDefault();
      }}
    >
      {/* Focus lands here to start reading; a heading is not a control, so it has no focus ring. */}
      <DialogPrimitive.Title
        ref={titleRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {title}
      </DialogPrimitive.Title>
      <DialogPrimitive.Description className="mt-2 text-slate-600">{description}</DialogPrimitive.Description>
      <div className="mt-5">{children}</div>
      {/* Not shown or focusable: what an Escape a toast took is handed to (closeDialogAround). */}
      <DialogPrimitive.Close hidden {...{ [ESCAPE_CLOSE_ATTR]: '' }} />
    </DialogPrimitive.Content>
  );
}
