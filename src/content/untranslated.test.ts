import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { caseStudy, pages } from './schemas';
import { fromStored } from './stored';
import { findUntranslated } from './untranslated';

const texts = (stored: unknown, body = '') => ({ stored, body });

describe('findUntranslated', () => {
  it('finds a field that repeats the English text, and a body', () => {
    const schema = z.object({ title: z.string(), summary: z.string() });
    expect(
      findUntranslated(
        schema,
        texts({ title: 'Offline first', summary: 'Apps that work anywhere.' }, 'We build apps.'),
        texts(
          { title: 'Offline first', summary: 'Apps, die überall funktionieren.' },
          'We build apps.',
        ),
      ),
    ).toEqual([
      { field: ['title'], value: 'Offline first' },
      { field: ['body'], value: 'We build apps.' },
    ]);
  });

  it('finds list items anywhere in the English list, and fields in nested lists', () => {
    const schema = z.object({
      skills: z.array(z.string()),
      faq: z.array(z.object({ q: z.string(), a: z.string() })),
    });
    expect(
      findUntranslated(
        schema,
        texts({
          skills: ['Data protection', 'Observability'],
          faq: [{ q: 'Why?', a: 'Because.' }],
        }),
        texts({ skills: ['Observability', 'Datenschutz'], faq: [{ q: 'Warum?', a: 'Because.' }] }),
      ),
    ).toEqual([
      { field: ['skills', 0], value: 'Observability' },
      { field: ['faq', 0, 'a'], value: 'Because.' },
    ]);
  });

  it('accepts shared words, names, numbers and dates', () => {
    const schema = z.object({
      skills: z.array(z.string()),
      author: z.string().meta({ sameInEveryLanguage: true }),
      count: z.number(),
      updatedAt: z.iso.date(),
    });
    const same = { skills: ['TypeScript', 'Design'], author: 'Sandra Gubler', count: 3 };
    expect(
      findUntranslated(
        schema,
        texts({ ...same, updatedAt: '2026-11-01' }),
        texts({ ...same, updatedAt: '2026-11-01' }),
      ),
    ).toEqual([]);
  });

  it('compares only what a translator writes, as the editor stores it', () => {
    // A figure's kind and unit, and the pricing table's plans, are codes both languages share.
    const result = { value: { discriminant: 'duration', value: { duration: 8, unit: 'week' } } };
    const study = (label: string) =>
      fromStored(caseStudy.text, {
        results: [{ ...result, label }],
        testimonial: { quote: '«…»', author: 'Sandra Gubler', role: 'CEO' },
      });
    expect(
      findUntranslated(
        caseStudy.text,
        texts(study('Weeks to launch')),
        texts(study('Weeks to launch')),
      ),
    ).toEqual([
      { field: ['results', 0, 'label'], value: 'Weeks to launch' },
      { field: ['testimonial', 'role'], value: 'CEO' },
    ]);

    const pricing = (label: string) =>
      fromStored(pages.pricing, {
        comparison: [{ label, values: [{ plan: 'discovery', value: 'yes' }] }],
      });
    expect(
      findUntranslated(pages.pricing, texts(pricing('Workshops')), texts(pricing('Workshops'))),
    ).toEqual([{ field: ['comparison', 0, 'label'], value: 'Workshops' }]);
  });
});
