/**
 * Which of a form's text fields are required, read from its schema once: a field whose own schema
 * refuses an empty string. The submit button stays disabled while one of them is blank (spec
 * section 5, "Submit is disabled while any field is empty"); optional fields (a schema that takes '')
 * and non-text values (a checkbox whose rule is shown on submit, a date) never hold it back.
 */
import { safeParse } from 'zod/v4/core';
import type * as z4 from 'zod/v4/core';

/** The schema that checks `key`, through the wrappers a form schema may have (a transform, a pipe). */
function fieldSchema(schema: z4.$ZodType, key: string): z4.$ZodType | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z4.$ZodType>; in?: z4.$ZodType };
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'pipe' && def.in) return fieldSchema(def.in, key);
  return undefined;
}

/** The names of the text fields in `defaultValues` that `schema` refuses to leave empty. */
export function requiredTextFields(schema: z4.$ZodType, defaultValues: object): string[] {
  return Object.entries(defaultValues)
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key)
    .filter((key) => {
      const own = fieldSchema(schema, key);
      return own !== undefined && !safeParse(own, '').success;
    });
}

/** A required text field is blank (whitespace counts as blank: every schema here trims). */
export function hasBlankRequired(required: readonly string[], values: Record<string, unknown>): boolean {
  return required.some((key) => {
    const value = values[key];
    return typeof value !== 'string' || value.trim() === '';
  });
}
