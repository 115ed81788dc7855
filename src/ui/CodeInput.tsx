import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldProps } from './FieldShell';
import type { FieldBaseProps } from './FieldShell';

/** Codes the app sends are six digits (the mock's outbox). */
export const DEFAULT_CODE_LENGTH = 6;

/**
 * The longest code the contract accepts. A pasted code is kept whole up to this: cutting it to the
 * usual six would send a different code than the one the person copied, and they could not tell why.
 */
export const MAX_CODE_LENGTH = 20;

/** Digits only, at most `MAX_CODE_LENGTH` of them: "123 456", "123-456" and a pasted "Code: 123456" all give "123456". */
export function normalizeCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_CODE_LENGTH);
}

export interface CodeInputProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'required' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'
    > {
  /** Number of digits a code usually has: sizes the field and triggers `onComplete`. Longer codes are kept. */
  length?: number;
  /** The normalised code after every change (the `onChange` event carries it too, in `target.value`). */
  onValueChange?: (code: string) => void;
  /** Called once the code has all its digits (e.g. to submit). */
  onComplete?: (code: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code field: one input (not a box per digit, which screen readers and paste handle badly),
 * `autocomplete="one-time-code"` so the phone offers the code it received, a numeric keyboard, digits
 * only, up to the contract's longest code. No `maxLength`: a pasted "123 456" must arrive whole before it is cleaned. Works controlled,
 * uncontrolled and with react-hook-form's `register` (the event's value is already normalised).
 */
export function CodeInput({
  className,
  length = DEFAULT_CODE_LENGTH,
  onChange,
  onValueChange,
  onComplete,
  ...props
}: CodeInputProps) {
  const { shell, control, rest } = useFieldProps(props);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const code = normalizeCode(input.value);
    if (code !== input.value) {
      // Keep the caret after the same digit it followed, not at the end.
      const caret = normalizeCode(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
      input.value = code;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
    onValueChange?.(code);
    if (code.length === length) onComplete?.(code);
  };

  return (
    <FieldShell {...shell}>
      <input
        type="text"
        className={cx('field__control', 'code-input', className)}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...control}
        onChange={handleChange}
        size={length}
        {...rest}
      />
    </FieldShell>
  );
}
