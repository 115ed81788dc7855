import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hasBlankRequired, requiredCheckboxes, requiredTextFields } from './requiredFields';

describe('required fields', () => {
  const schema = z.object({
    name: z.string().check(z.trim(), z.minLength(1)),
    note: z.string(),
    usernames: z.array(z.string().check(z.minLength(5))),
    tags: z.array(z.string()),
    terms: z.boolean(),
    accepted: z.boolean().check(z.refine((value) => value)),
  });
  const defaults = { name: '', note: '', usernames: ['ada01'], tags: [], terms: false, accepted: false };

  it('names the text fields and text lists whose schema refuses an empty value', () => {
    expect(requiredTextFields(schema, defaults)).toEqual(['name', 'usernames']);
  });

  it('names the checkboxes whose schema refuses them unticked', () => {
    expect(requiredCheckboxes(schema, defaults)).toEqual(['accepted']);
  });

  it('sees through a transform around the object', () => {
    const piped = z.pipe(
      schema,
      z.transform((values) => values),
    );
    expect(requiredTextFields(piped, defaults)).toEqual(['name', 'usernames']);
  });

  it('finds a required field blank when it is empty, spaces, or one item of its list is', () => {
    const required = ['name', 'usernames'];
    expect(hasBlankRequired(required, { name: 'Ada', usernames: ['ada01'] })).toBe(false);
    expect(hasBlankRequired(required, { name: '  ', usernames: ['ada01'] })).toBe(true);
    expect(hasBlankRequired(required, { name: 'Ada', usernames: ['ada01', ''] })).toBe(true);
  });
});
