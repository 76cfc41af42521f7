import type { ReactNode } from 'react';

import { Link, type LinkProps } from '@/components/navigation/link';

const base =
  'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap';

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent';
}) {
  // Outlined, so that a badge shows on a sunken section as on a card.
  const colours =
    tone === 'accent' ? 'bg-accent text-[#14201f]' : 'border border-line bg-surface text-ink';
  return <span className={`${base} ${colours}`}>{children}</span>;
}

/** A badge that filters or leads somewhere; marks the current choice. */
export function BadgeLink({ current, ...props }: LinkProps & { current?: boolean }) {
  return (
    <Link
      {...(props as LinkProps)}
      aria-current={current ? 'page' : undefined}
      className={`${base} min-h-11 border ${current ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface hover:border-brand hover:text-brand'}`}
    />
  );
}
