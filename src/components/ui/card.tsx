import type { HTMLAttributes } from 'react';

const paddings = {
  none: '',
  sm: 'p-5',
  md: 'p-6',
  lg: 'p-6 md:p-8',
  xl: 'p-6 md:p-10',
} as const;

type CardPadding = keyof typeof paddings;

type CardStyle = {
  padding?: CardPadding;
  /** The one card of a row that stands out (the recommended plan). */
  highlighted?: boolean;
};

/** The card style's one source: use `Card`, and these classes only where it cannot be. */
export function cardClasses({ padding = 'lg', highlighted = false }: CardStyle = {}): string {
  const border = highlighted ? 'border-brand ring-2 ring-brand' : 'border-line';
  return `rounded-card border ${border} bg-surface ${paddings[padding]}`.trimEnd();
}

type CardProps = HTMLAttributes<HTMLElement> &
  CardStyle & {
    as?: 'div' | 'li' | 'article' | 'figure' | 'section';
  };

export function Card({
  as: Element = 'div',
  padding,
  highlighted,
  className,
  ...props
}: CardProps) {
  const classes = cardClasses({ padding, highlighted });
  return <Element {...props} className={className ? `${classes} ${className}` : classes} />;
}
