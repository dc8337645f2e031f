import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A real <a> (client-side navigation) that looks like a button. */
export function LinkButton({ href, children, variant = 'primary', size = 'md', className }: LinkButtonProps) {
  return (
    <Link href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  );
}
