/**
 * What a failed call means for the screen, in one vocabulary. Use it for every
 * failure a screen handles: a screen writes only its own code table, `classifyFailure` puts the
 * universal rules around it, and `useApplyOutcome` (./useApplyOutcome.ts) does it to a form
 * (`useAppForm`) or an action (`useAppAction`). Outcome functions stay pure (no navigation), so each
 * rule is read and tested on its own:
 *
 * ```ts
 * export const resetPasswordFailure = (error: unknown) =>
 *   classifyFailure<'password'>(error, (apiError) =>
 *     hasCode(apiError, ...TOKEN_FAILURE_CODES) ? resultPage('FAILURE_LINK_RESET_PASS') : null);
 * ```
 *
 * Kinds:
 *  - `field`: about one field (under it, which takes the focus);
 *  - `form`: about the request (the error block `<FormError>`, which takes the focus); `field` marks
 *    the field it is about as invalid too;
 *  - `result`: the flow ends on a result page (`useShowResult`, src/lib/results.ts), history replaced;
 *  - `handled`: a 403 or a 412: the app-wide handler (src/api/globalErrors.ts) is already navigating;
 *    the screen does nothing;
 *  - `retry`: a transient failure (src/common/form/transient.ts: 5xx, 429, no answer, timeout): the
 *    person stays, is told what happened and offered Try again, which sends the same call again.
 *
 * A screen with an answer of its own beyond these (the change-password "not changed" modal, "already
 * verified, go on") adds it as `TOwn`, e.g. `Outcome<'code', { kind: 'notChanged' }>`, and handles that
 * kind before handing the rest to `applyOutcome`.
 */
import { isApiError, isHandledGlobally, type ApiError } from '../../api/errors';
import type { MessageKey } from '../../lib/messageKey';
import type { RedirectResult, ResultKind } from '../../lib/results';
import { transientFailure, type TransientKind } from '../form/transient';

export type FieldOutcome<TField extends string> = { kind: 'field'; field: TField; messageKey: MessageKey };
export type FormOutcome<TField extends string> = {
  kind: 'form';
  titleKey: MessageKey;
  messageKey: MessageKey;
  /** The field the message is about, if any: marked invalid and described by the block. */
  field?: TField;
};
export type ResultOutcome = { kind: 'result'; result: RedirectResult };
export type HandledOutcome = { kind: 'handled' };
export type RetryOutcome = { kind: 'retry'; transient: TransientKind };

export type Outcome<TField extends string = never, TOwn extends { kind: string } = never> =
  FieldOutcome<TField> | FormOutcome<TField> | ResultOutcome | HandledOutcome | RetryOutcome | TOwn;

/** Ends the flow on `kind`'s result page; `details`: what the page shows besides (a registration code). */
export function resultPage(kind: ResultKind, details: Omit<RedirectResult, 'kind'> = {}): ResultOutcome {
  return { kind: 'result', result: { kind, ...details } };
}

export function fieldMessage<TField extends string>(
  field: TField,
  messageKey: MessageKey,
): FieldOutcome<TField> {
  return { kind: 'field', field, messageKey };
}

export function formMessage<TField extends string = never>(
  titleKey: MessageKey,
  messageKey: MessageKey,
  field?: TField,
): FormOutcome<TField> {
  return field === undefined
    ? { kind: 'form', titleKey, messageKey }
    : { kind: 'form', titleKey, messageKey, field };
}

/** "Too many codes asked for" (code entry, email verification, step-up): one message, once. */
export const TOO_MANY_RESENDS = formMessage(
  'verification:errors.resendTooMany.title',
  'verification:errors.resendTooMany.message',
);

/** The screen's own code table: the outcome for an answer it knows, or null to fall to the default. */
export type CodeTable<TField extends string, TOwn extends { kind: string }> = (
  error: ApiError,
) => Outcome<TField, TOwn> | null | undefined;

export interface ClassifyOptions<TField extends string, TOwn extends { kind: string }> {
  /** Any other failure, the default result page (FAILURE_UNSUPPORTED) unless the screen says otherwise. */
  otherwise?: Outcome<TField, TOwn>;
  /**
   * What a transient failure is on this screen: `retry` (stay, Try again) unless the screen has its own
   * retry already (the code step: Verify again), which it names here; never a result page.
   */
  transient?: Exclude<Outcome<TField, TOwn>, ResultOutcome>;
}

const UNSUPPORTED = resultPage('FAILURE_UNSUPPORTED');

/**
 * The universal precedence: handled globally (403/412) → transient → the screen's code table (only
 * for an answer from the server, an ApiError) → `otherwise` (the unsupported page by default).
 */
export function classifyFailure<TField extends string = never, TOwn extends { kind: string } = never>(
  error: unknown,
  codeTable: CodeTable<TField, TOwn> = () => null,
  { otherwise = UNSUPPORTED, transient }: ClassifyOptions<TField, TOwn> = {},
): Outcome<TField, TOwn> {
  if (isHandledGlobally(error)) return { kind: 'handled' };
  const transientKind = transientFailure(error);
  if (transientKind) return transient ?? { kind: 'retry', transient: transientKind };
  return (isApiError(error) ? codeTable(error) : null) ?? otherwise;
}
