import { IconChevronDown } from '@tabler/icons-react';

import { Card } from './card';

type Item = { q: string; a: string };

/** Questions and answers in native disclosure widgets: keyboard-ready, no JavaScript. */
export function Accordion({ items }: { items: Item[] }) {
  return (
    <Card padding="none" className="divide-y divide-line">
      {items.map((item) => (
        <details key={item.q} className="group px-6 py-1 md:px-8">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {item.q}
            <IconChevronDown
              aria-hidden
              size={22}
              className="shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-6 text-muted">{item.a}</p>
        </details>
      ))}
    </Card>
  );
}
