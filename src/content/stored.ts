import type { z } from 'zod';

import { defOf } from './schema-def';

// How the editor writes a value, undone before validation: empty optional texts as `''` or not at
// all, numbers and links as `null`, empty groups as `{}`, a figure as `{ discriminant, value }`.

const isEmpty = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value as object).every(isEmpty));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as the editor stored it, in the shape `schema` validates. */
export function fromStored(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return isEmpty(value) ? undefined : fromStored(def.innerType!, value);
    case 'nullable':
      return value === null || value === '' ? null : fromStored(def.innerType!, value);
    case 'default':
    case 'prefault':
      return value === undefined ? undefined : fromStored(def.innerType!, value);
    case 'pipe':
      return fromStored(def.in!, value);
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          shape[key] ? fromStored(shape[key], item) : item,
        ]),
      );
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => fromStored(def.element!, item)) : value;
    case 'union': {
      if (!isRecord(value) || typeof value.discriminant !== 'string') return value;
      const option = def.options?.find((candidate) =>
        Object.keys((candidate as z.ZodObject).shape ?? {}).includes(value.discriminant as string),
      );
      return option ? fromStored(option, value.value) : value;
    }
    default:
      return value;
  }
}
