import type { ReactNode } from 'react';

import { Link } from '@/components/navigation/link';
import type { RouteHref } from '@/routes/paths';

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  tone?: 'plain' | 'sunken';
  children?: ReactNode;
};

/** A page section with its header: an h2 that also labels the section for assistive tech. */
export function Section({ id, eyebrow, title, intro, action, tone = 'plain', children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={tone === 'sunken' ? 'bg-sunken py-16 md:py-24' : 'py-16 md:py-24'}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
            ) : null}
            <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
              {title}
            </h2>
            {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
          </div>
          {action}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

export function SectionLink({ href, children }: { href: RouteHref; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-brand underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
