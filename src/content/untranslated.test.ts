import { describe, expect, it } from 'vitest';

import { findUntranslated } from './untranslated';

describe('findUntranslated', () => {
  it('finds a field that repeats the English text', () => {
    expect(
      findUntranslated(
        { title: 'Offline first', summary: 'Apps that work anywhere.' },
        { title: 'Offline first', summary: 'Apps, die überall funktionieren.' },
      ),
    ).toEqual([{ field: 'title', value: 'Offline first' }]);
  });

  it('finds list items anywhere in the English list, and fields in nested lists', () => {
    expect(
      findUntranslated(
        { skills: ['Data protection', 'Observability'], faq: [{ q: 'Why?', a: 'Because.' }] },
        { skills: ['Observability', 'Datenschutz'], faq: [{ q: 'Warum?', a: 'Because.' }] },
      ),
    ).toEqual([
      { field: 'skills.0', value: 'Observability' },
      { field: 'faq.0.a', value: 'Because.' },
    ]);
  });

  it('accepts shared words, names, numbers and dates', () => {
    expect(
      findUntranslated(
        {
          skills: ['TypeScript', 'Design'],
          testimonial: { author: 'Sandra Gubler', role: 'CEO' },
          results: [{ value: { duration: 8, unit: 'week' } }],
          updatedAt: '2026-11-01',
          numbers: [{ value: '120+' }],
        },
        {
          skills: ['TypeScript', 'Design'],
          testimonial: { author: 'Sandra Gubler', role: 'Mitgründerin und CEO' },
          results: [{ value: { duration: 8, unit: 'week' } }],
          updatedAt: '2026-11-01',
          numbers: [{ value: '120+' }],
        },
      ),
    ).toEqual([]);
  });
});
