import { Link, type LinkProps } from '@/components/navigation/link';

import { buttonClasses, type ButtonVariant } from './button';

export function ButtonLink({
  variant,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...(props as LinkProps)} className={buttonClasses(variant, className)} />;
}
