import { describe, expect, it, vi } from 'vitest';
import { hasCode, type ApiError } from '../../api/errors';
import { apiFailure, forbidden, obligation } from '../../../tests/fixtures/failures';
import type { MessageKey } from '../../lib/messageKey';
import { classifyFailure, fieldMessage, formMessage, resultPage, type CodeTable } from './outcome';

const TAKEN = fieldMessage('email', 'demo:emailTaken' as MessageKey);
/** A screen's table that knows one code and claims everything else it is asked about. */
const greedyTable = (): CodeTable<'email', never> =>
  vi.fn((error: ApiError) => (hasCode(error, 'EMAIL_ALREADY_EXISTS') ? TAKEN : resultPage('FAILURE_LINK')));

describe('classifyFailure: the universal precedence', () => {
  it('a 403 or a 412 is handled globally, before the screen’s table is asked', () => {
    const table = greedyTable();
    expect(classifyFailure(forbidden, table)).toEqual({ kind: 'handled' });
    expect(classifyFailure(obligation, table)).toEqual({ kind: 'handled' });
    expect(table).not.toHaveBeenCalled();
  });

  it('a 5xx, a 429 and no answer at all are retried, before the screen’s table is asked', () => {
    const table = greedyTable();
    expect(classifyFailure(apiFailure(503, 'EMAIL_ALREADY_EXISTS'), table)).toEqual({
      kind: 'retry',
      transient: 'unavailable',
    });
    expect(classifyFailure(apiFailure(429), table)).toEqual({ kind: 'retry', transient: 'tooManyRequests' });
    expect(classifyFailure(new TypeError('Failed to fetch'), table)).toEqual({
      kind: 'retry',
      transient: 'offline',
    });
    expect(table).not.toHaveBeenCalled();
  });

  it('a screen with a retry of its own names it instead, never a result page', () => {
    const own = formMessage(
      'verification:errors.resendTooMany.title',
      'verification:errors.resendTooMany.message',
    );
    expect(classifyFailure(apiFailure(500), () => null, { transient: own })).toBe(own);
  });

  it('a definitive answer goes through the screen’s code table', () => {
    expect(classifyFailure(apiFailure(400, 'EMAIL_ALREADY_EXISTS'), greedyTable())).toBe(TAKEN);
    // The first error's code counts as much as the envelope's.
    expect(
      classifyFailure(apiFailure(400, 'UNKNOWN_ERROR', { first: 'EMAIL_ALREADY_EXISTS' }), greedyTable()),
    ).toBe(TAKEN);
  });

  it('an answer the table does not know, and any failure that is no answer, is the unsupported page', () => {
    const unsupported = { kind: 'result', result: { kind: 'FAILURE_UNSUPPORTED' } };
    expect(classifyFailure(apiFailure(400, 'INVALID_REQUEST'), () => null)).toEqual(unsupported);
    expect(classifyFailure(apiFailure(404, 'RESOURCE_NOT_FOUND'))).toEqual(unsupported);
    const table = greedyTable();
    expect(classifyFailure(new Error('render bug'), table)).toEqual(unsupported);
    expect(table).not.toHaveBeenCalled();
  });

  it('`otherwise` replaces the unsupported page', () => {
    const otherwise = formMessage('common:transient.title', 'common:transient.unavailable');
    expect(classifyFailure(apiFailure(400, 'INVALID_REQUEST'), () => null, { otherwise })).toBe(otherwise);
  });

  it('TOO_MANY_ATTEMPTS is an answer, not a snag: the table decides even on a 429 or a 403', () => {
    const tooMany = resultPage('FAILURE_RECOVER_ATTEMPT');
    const table = (error: ApiError) => (hasCode(error, 'TOO_MANY_ATTEMPTS') ? tooMany : null);
    expect(classifyFailure(apiFailure(429, 'TOO_MANY_ATTEMPTS'), table)).toBe(tooMany);
    expect(classifyFailure(apiFailure(403, 'UNKNOWN_ERROR', { first: 'TOO_MANY_ATTEMPTS' }), table)).toBe(
      tooMany,
    );
  });
});

describe('the outcome builders', () => {
  it('resultPage carries the page’s details', () => {
    expect(resultPage('BAD_REGISTRATION_TOKEN', { registrationCode: 'ABC' })).toEqual({
      kind: 'result',
      result: { kind: 'BAD_REGISTRATION_TOKEN', registrationCode: 'ABC' },
    });
  });

  it('formMessage names its field only when given one', () => {
    expect(formMessage('common:transient.title', 'common:transient.offline')).toEqual({
      kind: 'form',
      titleKey: 'common:transient.title',
      messageKey: 'common:transient.offline',
    });
    expect(formMessage('common:transient.title', 'common:transient.offline', 'email')).toMatchObject({
      field: 'email',
    });
    expect(formMessage('common:transient.title', 'common:transient.offline')).not.toHaveProperty('field');
  });
});
