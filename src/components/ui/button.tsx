import type { ComponentProps } from 'react';

import { Link, type LinkProps } from '@/components/navigation/link';

type Variant = 'primary' | 'secondary' | 'quiet';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:border-brand hover:text-brand',
  quiet: 'text-brand underline-offset-4 hover:underline',
};

export function buttonClasses(variant: Variant = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold transition-colors ${variants[variant]} ${className}`;
}

export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...(props as LinkProps)} className={buttonClasses(variant, className)} />;
}

export function Button({
  variant,
  className,
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type="button" {...props} className={buttonClasses(variant, className)} />;
}
