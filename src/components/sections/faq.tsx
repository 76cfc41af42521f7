import type { FAQPage } from 'schema-dts';

import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  items: Array<{ q: string; a: string }>;
};

/** Frequently asked questions, shown as an accordion and described as FAQPage data. */
export function FaqSection({ id, eyebrow, title, items }: Props) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
      <Accordion items={items} />
      <JsonLd<FAQPage>
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.q,
            acceptedAnswer: { '@type': 'Answer', text: item.a },
          })),
        }}
      />
    </Section>
  );
}
