import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { locales } from '@/i18n/locales';

import { defOf, unwrap } from '../schema-def';
import * as schemas from '../schemas';
import { editorConfig } from './config';

type Form = { kind: 'form'; validate: (value: unknown) => unknown; options?: { value: string }[] };
type Node = ComponentSchema & { fields?: Record<string, Node>; element?: Node };

const entrySchemas = {
  blog: schemas.blogPost,
  services: schemas.service,
  'case-studies': schemas.caseStudy,
  team: schemas.teamMember,
  jobs: schemas.job,
  pricing: schemas.pricingPlan,
} as const;

let checks = 0;

const accepts = (field: Form, value: unknown) => {
  checks += 1;
  try {
    field.validate(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * Holds each editor field to its schema: a text takes its limits and refuses one character more,
 * a number its bounds, a choice its options.
 */
function expectSameRules(schema: z.ZodType, node: Node, where: string) {
  const { inner, required } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && node.kind === 'object') {
    for (const [key, child] of Object.entries((inner as z.ZodObject).shape)) {
      expectSameRules(child as z.ZodType, node.fields![key]!, `${where}.${key}`);
    }
    return;
  }
  if (node.kind !== 'form') return;
  const field = node as unknown as Form;
  if (def.type === 'string') {
    const { minLength, maxLength, format } = inner as z.ZodString;
    if (format || maxLength === null) return;
    expect(accepts(field, 'x'.repeat(maxLength)), where).toBe(true);
    expect(accepts(field, 'x'.repeat(maxLength + 1)), where).toBe(false);
    if (required && minLength) expect(accepts(field, 'x'.repeat(minLength - 1)), where).toBe(false);
  }
  if (def.type === 'number') {
    const { minValue, maxValue } = inner as z.ZodNumber;
    if (Number.isFinite(minValue)) expect(accepts(field, minValue! - 1), where).toBe(false);
    if (Number.isFinite(maxValue)) expect(accepts(field, maxValue! + 1), where).toBe(false);
  }
  if (def.type === 'enum') {
    expect(
      field.options?.map((option) => option.value),
      where,
    ).toEqual((inner as z.ZodEnum).options);
  }
}

describe('the editing interface', () => {
  it('has a form for every collection and page, with the limits of its schema', () => {
    for (const [name, { meta, text }] of Object.entries(entrySchemas)) {
      const fields = (editorConfig.collections as Record<string, { schema: unknown }>)[name]!
        .schema as Record<string, Node>;
      for (const [key, schema] of Object.entries(meta.shape)) {
        expectSameRules(schema as z.ZodType, fields[key]!, `${name}.${key}`);
      }
      for (const [key, schema] of Object.entries(text.shape)) {
        for (const locale of locales) {
          const field = fields[key]!.fields![locale]!;
          expectSameRules(schema as z.ZodType, field, `${name}.${key}.${locale}`);
        }
      }
    }
    // Every text, number and choice of the six collections in both languages was compared.
    expect(checks).toBeGreaterThan(150);
    for (const page of Object.keys(schemas.pages)) {
      expect(editorConfig.singletons![`${page}-page`], page).toBeDefined();
    }
  });

  it('offers the entries of a collection where a field refers to one', () => {
    const blog = editorConfig.collections!.blog!.schema as Record<string, Node>;
    expect(accepts(blog.author as unknown as Form, null)).toBe(false);
    expect(accepts(blog.author as unknown as Form, 'nadia-keller')).toBe(true);
    const study = editorConfig.collections!['case-studies']!.schema as Record<string, Node>;
    expect(accepts(study.services as unknown as Form, [])).toBe(false);
  });
});
