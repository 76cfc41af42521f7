import type { z } from 'zod';

/** A zod schema's definition, which the loader (stored.ts) and the editor (fields.ts) walk. */
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

/** The schema inside `.optional()`, `.default()` and `.nullable()`, and whether one was there. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const def = defOf(inner);
    if (!['optional', 'default', 'nullable', 'prefault'].includes(def.type)) break;
    if (def.type !== 'default') required = false;
    inner = def.innerType as z.ZodType;
  }
  return { inner, required };
}
