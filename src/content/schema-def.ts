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
