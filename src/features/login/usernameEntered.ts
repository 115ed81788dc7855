/**
 * Whether Next may go on with this username: anything but blanks. The form's rule (./loginReducer.ts
 * `canSubmit`) and the prerendered frame's Next (./frame/boot.ts), so both enable it on the same key;
 * it imports nothing, as the boot script's imports must not.
 */
export function usernameEntered(value: string): boolean {
  return value.trim() !== '';
}
