import type * as z from 'zod';

/** The parts of zod's definition a sample needs (zod 4 keeps them on `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Through optional, default, nullable, pipe and the like, to the schema that reads the value. */
export const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrap(inner) : schema;
};

/** The fields of an object schema (under its wrappers), or none when it reads something else. */
export const fieldsOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? (def.shape ?? {}) : {};
};

/**
 * A value of the schema's shape, plausible rather than valid (refinements and formats are not
 * read): a base a test changes one field of, so the change is what the schema meets first.
 */
export const sampleOf = (schema: z.ZodType, depth = 0): unknown => {
  const def = defOf(unwrap(schema));
  if (depth > 4) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
    case 'string':
      return 'x';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return def.element ? [sampleOf(def.element, depth + 1)] : [];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], depth + 1) : undefined;
    case 'record':
      return {};
    case 'null':
      return null;
    default:
      return undefined;
  }
};
