import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { frameButtons } from './boot';
import { prerenderedFrame, releasePrerenderedFrame } from './frame';

export interface FrameHandOver {
  /** The real form's field that takes over from the frame's field of the same name. */
  field: RefObject<HTMLInputElement | null>;
  form: RefObject<HTMLFormElement | null>;
  /** Puts what was typed into the form's state (called during the layout effect, before paint). */
  onTyped: (value: string) => void;
  /** A checkbox of the frame (by name), and what ticks the form's own when the visitor ticked it. */
  checkbox?: { name: string; onTicked: () => void };
}

/**
 * Step 5 of the frame's protocol (./boot.ts): when the real form commits, the frame gives way before
 * the browser paints (same markup, no shift). What was typed into its field and a tick in its checkbox
 * are kept (read at commit, so nothing done while React rendered is lost), focus follows if it was
 * there, an Enter pressed in the frame submits the form once the typed value is in state, and a button
 * of the frame's form pressed meanwhile (the passkey way) is pressed in the form once it can answer.
 */
export function useFrameHandOver({ field, form, onTyped, checkbox }: FrameHandOver): void {
  const [submitPending, setSubmitPending] = useState(false);
  const [pressPending, setPressPending] = useState<number | null>(null);

  // Once, at the form's first commit: the frame is gone after it.
  useLayoutEffect(() => {
    const frame = prerenderedFrame();
    const frameInput = (name: string) => frame?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const input = field.current;
    if (checkbox && frameInput(checkbox.name)?.checked) checkbox.onTicked();
    const typed = (input && frameInput(input.name)?.value) || '';
    if (input && typed !== '') {
      input.value = typed;
      onTyped(typed);
      if (frame?.dataset.pendingSubmit === '1') setSubmitPending(true);
    }
    const press = frame?.dataset.pendingPress;
    setPressPending(press && /^\d+$/.test(press) ? Number(press) : null);
    releasePrerenderedFrame(input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame is taken over once, at mount
  }, []);

  // Runs after the render that holds the typed value, so the submit handler sees it.
  useEffect(() => {
    if (!submitPending) return;
    setSubmitPending(false);
    form.current?.requestSubmit();
  }, [submitPending, form]);

  // After the commit, so the button's handler and what it calls are in place.
  useEffect(() => {
    if (pressPending === null) return;
    setPressPending(null);
    if (form.current) frameButtons(form.current)[pressPending]?.click();
  }, [pressPending, form]);
}
