/**
 * Which of a form's fields are required, read from its schema once. A text field is when its own
 * schema refuses an empty string, a list of text fields (a username per client) when its items do;
 * the submit button stays disabled while one of them is blank. A checkbox is when its schema refuses
 * it unticked (terms to accept): it is marked required, but its rule is shown on submit and never
 * holds the button back. Optional fields (a schema that takes '') are neither.
 */
import { safeParse } from 'zod/v4/core';
import type * as z4 from 'zod/v4/core';

interface SchemaDef {
  type: string;
  shape?: Record<string, z4.$ZodType>;
  in?: z4.$ZodType;
  element?: z4.$ZodType;
}

const isText = (value: unknown) => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The schema that checks `key`, through the wrappers a form schema may have (a transform, a pipe). */
function fieldSchema(schema: z4.$ZodType, key: string): z4.$ZodType | undefined {
  const def = schema._zod.def as SchemaDef;
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'pipe' && def.in) return fieldSchema(def.in, key);
  return undefined;
}

/** The names of the text fields in `defaultValues` that `schema` refuses to leave empty. */
export function requiredTextFields(schema: z4.$ZodType, defaultValues: object): string[] {
  return Object.entries(defaultValues)
    .filter(([key, value]) => {
      const own = fieldSchema(schema, key);
      if (!own) return false;
      if (isText(value)) return !safeParse(own, '').success;
      const element = (own._zod.def as SchemaDef).element;
      return isTextList(value) && element !== undefined && !safeParse(element, '').success;
    })
    .map(([key]) => key);
}

/** The checkboxes in `defaultValues` that `schema` refuses to leave unticked. */
export function requiredCheckboxes(schema: z4.$ZodType, defaultValues: object): string[] {
  return Object.entries(defaultValues)
    .filter(([key, value]) => {
      const own = fieldSchema(schema, key);
      return own !== undefined && typeof value === 'boolean' && !safeParse(own, false).success;
    })
    .map(([key]) => key);
}

/** A required text field is blank (whitespace counts as blank: every schema here trims). */
export function hasBlankRequired(required: readonly string[], values: Record<string, unknown>): boolean {
  const isBlank = (value: unknown) => !isText(value) || value.trim() === '';
  return required.some((key) => {
    const value = values[key];
    return Array.isArray(value) ? value.some(isBlank) : isBlank(value);
  });
}
