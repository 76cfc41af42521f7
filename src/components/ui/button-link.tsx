import { Link, type LinkProps } from '@/components/navigation/link';

import { buttonClasses, type ButtonVariant } from './button';

/** A link drawn as a button: a call to action that leads somewhere. */
export function ButtonLink({
  variant,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...(props as LinkProps)} className={buttonClasses(variant, className)} />;
}
