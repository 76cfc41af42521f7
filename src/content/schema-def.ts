import type { z } from 'zod';

/**
 * What a zod schema is made of, read from its definition: the loader (src/content/stored.ts) and
 * the editor (src/content/editor/fields.ts) walk the content schemas by it.
 */
export type SchemaDef = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  in?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

export const defOf = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
