import { maskTfn } from './validators/tfn';

/**
 * How an employee's own numbers come back once the application is submitted and no step-up
 * window is open (DESIGN.md §3.2): the server masks them, and the screens show them as they come.
 */
export const MASK = '•';

/** '062-000' -> '•••-000'. */
export function maskBsb(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length < 3 ? '' : `${MASK.repeat(3)}-${digits.slice(-3)}`;
}

/** '12345678' -> '••••5678' (the visa number keeps 3: '••••567'). */
export function maskTail(value: string, visible = 4): string {
  const shown = value.replace(/\s+/g, '');
  return shown.length === 0 ? '' : `${MASK.repeat(4)}${shown.slice(-visible)}`;
}

/** A TFN masked as '••• ••• 782'; blank stays blank (an exemption). */
export const maskTaxFileNumber = (value: string) => maskTfn(value);

/** A value the server masked: a form must never save it back as if it were the number. */
export const isMaskedValue = (value: unknown): boolean => typeof value === 'string' && value.includes(MASK);
