import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z4 from 'zod/v4/core';

/** What a message interpolates (`{{max}}`): the bound of a length or size check, a refinement's params. */
export type MessageValues = Record<string, string | number>;

/** A field's error as the form keeps it: the message key and, when it has them, its values. */
export type KeyedError = FieldError & { values?: MessageValues };

function issueValues(issue: z4.$ZodIssue): MessageValues | undefined {
  const values: MessageValues = {};
  if ('maximum' in issue) values.max = Number(issue.maximum);
  if ('minimum' in issue) values.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  return Object.keys(values).length ? values : undefined;
}

/**
 * The schema as react-hook-form's resolver, parsed once per validation: each field's first issue
 * becomes its error, its message key kept with the values it interpolates (the bounds, the params),
 * which react-hook-form's own zod resolver drops.
 */
export function schemaResolver<TValues extends FieldValues>(
  schema: z4.$ZodType,
): Resolver<TValues, unknown, FieldValues> {
  return async (values, _context, options) => {
    const parsed = await z4.safeParseAsync(schema, values);
    if (parsed.success) return { values: parsed.data as FieldValues, errors: {} };
    const errors: Record<string, KeyedError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (path in errors) continue;
      const messageValues = issueValues(issue);
      errors[path] = {
        type: issue.code,
        message: issue.message,
        ...(messageValues && { values: messageValues }),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
