import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * A centred modal card with a title and a description (both announced on open). Radix traps
 * focus, closes on Escape and returns focus to whatever opened it.
 */
export function DialogContent({ title, description, children }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <DialogPrimitive.Title className="text-xl font-semibold text-slate-900">
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-2 text-slate-600">
          {description}
        </DialogPrimitive.Description>
        <div className="mt-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
