import type { Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';

import { Link } from '@/components/navigation/link';

import { MarkdownImage } from './markdown-image';

function anchoredHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5') {
  return function Heading({ id, children }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} className="group scroll-mt-24">
        <a href={`#${id}`} className="no-underline hover:underline">
          {children}
        </a>
      </Tag>
    );
  };
}

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  // Absolute URLs in editorial text are meant to leave the site; everything else stays on it.
  const external = /^(https?:|mailto:|tel:)/i.test(href.trim());
  return (
    <Link href={href} external={external}>
      {children}
    </Link>
  );
}

function Table(props: ComponentProps<'table'>) {
  return (
    <div className="relative overflow-x-auto">
      <table {...props} />
    </div>
  );
}

export const markdownComponents: Partial<Components> = {
  h2: anchoredHeading('h2'),
  h3: anchoredHeading('h3'),
  h4: anchoredHeading('h4'),
  h5: anchoredHeading('h5'),
  a: MarkdownLink,
  img: MarkdownImage,
  table: Table,
};
