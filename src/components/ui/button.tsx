import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-on-brand hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:border-brand hover:text-brand',
  quiet: 'text-brand underline-offset-4 hover:underline',
};

export function buttonClasses(variant: ButtonVariant = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5 sm:text-base ${variants[variant]} ${className}`;
}

export function Button({
  variant,
  className,
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type="button" {...props} className={buttonClasses(variant, className)} />;
}
