import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-ghost' | 'warning' | 'link' | 'done';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-ghost': 'text-red-700 hover:bg-red-50',
  warning: 'bg-orange-800 text-white hover:bg-orange-900 disabled:hover:bg-orange-800',
  // A finished state shown as a disabled button: grey, still legible (issue 23 item 7).
  done: 'border border-slate-300 bg-slate-100 text-slate-700',
  link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
};

// Every target is at least 44 px tall (WCAG 2.5.5).
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-14 px-6 text-lg',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Dim while disabled (default); off for buttons whose disabled state is itself the message. */
  dimWhenDisabled?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}

const dimmed = 'disabled:opacity-60';

export function Button({
  variant = 'primary',
  size = 'md',
  dimWhenDisabled = true,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, cn(dimWhenDisabled && dimmed, className))}
      {...props}
    />
  );
}
