import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { PasswordStepAnswer } from '../usernameStep';
import { prerenderedFrame, releasePrerenderedFrame, takeFromBoot } from './frame';

interface FrameHandOver {
  /** The real form's field that takes over from the frame's field of the same name. */
  field: RefObject<HTMLInputElement | null>;
  form: RefObject<HTMLFormElement | null>;
  /** Puts what was typed into the form's state (called during the layout effect, before paint). */
  onTyped: (value: string) => void;
  /** The frame was at its password step (Next answered or `timedOut`): the form goes there, password kept. */
  onPasswordStep: (password: string, answer: PasswordStepAnswer) => void;
  /** A checkbox of the frame (by name), and what ticks the form's own when the visitor ticked it. */
  checkbox?: { name: string; onTicked: () => void };
}

/**
 * Step 5 of ./boot.ts: the frame gives way before the form's first paint, its step, focus, what was typed
 * and ticked (read at commit: nothing done while React rendered is lost) and what was pressed all kept.
 */
export function useFrameHandOver({ field, form, onTyped, onPasswordStep, checkbox }: FrameHandOver): void {
  /** What was pressed in the frame, carried out after the render that holds the typed value. */
  const [pending, setPending] = useState<{ submit: boolean; press: string | null }>();

  // Once, at the form's first commit: the frame is gone after the render this sets off.
  useLayoutEffect(() => {
    const frame = prerenderedFrame();
    const state = frame && takeFromBoot('frame');
    const frameInput = (name: string) => frame?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const input = field.current;
    if (checkbox && frameInput(checkbox.name)?.checked) checkbox.onTicked();
    const typed = (input && frameInput(input.name)?.value) || '';
    if (input && typed !== '') {
      input.value = typed;
      onTyped(typed);
    }
    if (state?.step === 'password' && state.answer)
      onPasswordStep(frameInput('password')?.value ?? '', state.answer);
    setPending({ submit: typed !== '' && !!state?.pendingSubmit, press: state?.pendingPress || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame is taken over once, at mount
  }, []);

  // Once that state has rendered, before paint (no event runs in between): the focus has its counterpart.
  useLayoutEffect(() => {
    if (pending) releasePrerenderedFrame(field.current);
  }, [pending, field]);

  // After that commit: the submit handler sees the typed value, the button's handler is in place.
  useEffect(() => {
    if (!pending || !form.current) return;
    setPending(undefined);
    if (pending.submit) form.current.requestSubmit();
    if (pending.press !== null)
      form.current.querySelector<HTMLButtonElement>(`button[name="${CSS.escape(pending.press)}"]`)?.click();
  }, [pending, form]);
}
