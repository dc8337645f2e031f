import { useEffect, useRef, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  /** How many presses, taps and keys the person had made when it was raised (`actions`). */
  raisedAtAction: number;
}

// Spec §9: one toast at a time; a dismissed toast is kept (closed) for 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 0;

/**
 * The person's presses, taps and keys so far. A toast raised before their latest one answered
 * something they did before it; a toast raised after it is the outcome of that very action.
 */
let actions = 0;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) {
    const count = () => {
      actions += 1;
    };
    window.addEventListener(type, count, { capture: true, passive: true });
  }
}
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

export function dismissToast(id: string) {
  scheduleRemoval(id);
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/**
 * Leaving a page (use-route-change.ts): its errors go, and so does every toast the person has
 * acted since (issue 35: Step 1's 'Photo cropped' stayed over Step 2's heading and 'Step 2 of 8'
 * after Next). A toast the navigating action itself raised ('Onboarding Form Completed!' on the
 * way home) stays: it is news about that action.
 */
export function dismissStaleToasts() {
  for (const t of toasts) {
    if (t.open && (t.variant === 'destructive' || t.raisedAtAction < actions)) dismissToast(t.id);
  }
}

/** Errors belong to the screen that raised them: fixing them dismisses them. */
export function dismissErrorToasts() {
  for (const t of toasts) if (t.open && t.variant === 'destructive') dismissToast(t.id);
}

/**
 * An error toast about a form goes once the form's errors are fixed: 'Please complete all
 * required fields' is wrong the moment the last field is filled in.
 */
export function useDismissErrorToastsWhenFixed(hasErrors: boolean) {
  const hadErrors = useRef(hasErrors);
  useEffect(() => {
    if (hadErrors.current && !hasErrors) dismissErrorToasts();
    hadErrors.current = hasErrors;
  }, [hasErrors]);
}

/** Shows a toast; it replaces the one on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true, raisedAtAction: actions }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
