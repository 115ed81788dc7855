import { describe, expect, it } from 'vitest';
import { toastEdge as edgeOf, type Box, type ToastEdge } from './toastPlacement';

interface Input {
  viewportHeight: number;
  toasts: Box;
  edge: ToastEdge;
  focused: Box | null;
  region: Box | null;
}
const toastEdge = ({ viewportHeight, toasts, edge, focused, region }: Input) =>
  edgeOf(viewportHeight, toasts, edge, focused, region);

const box = (top: number, bottom: number, left = 16, right = 359): Box => ({ top, bottom, left, right });

/** A phone (375 × 667) whose toasts span its foot, 16 px in: 577–651. */
function phone(over: Partial<Input>): Input {
  return { viewportHeight: 667, toasts: box(577, 651), edge: 'bottom', focused: null, region: null, ...over };
}

describe('toastEdge', () => {
  it('keeps the foot when nothing has the focus', () => {
    expect(toastEdge(phone({}))).toBe('bottom');
  });

  it('keeps the foot when the focused control and its form are above the toasts', () => {
    expect(toastEdge(phone({ focused: box(454, 508), region: box(300, 560) }))).toBe('bottom');
  });

  it('goes to the head when the toasts would cover the focused control', () => {
    expect(toastEdge(phone({ focused: box(600, 648) }))).toBe('top');
  });

  it("goes to the head when the toasts would cover the focused control's form (its Cancel)", () => {
    expect(toastEdge(phone({ focused: box(454, 508), region: box(300, 692) }))).toBe('top');
  });

  it('comes back to the foot once the focus is where the head would cover it', () => {
    // At the head, 16 px in: 16–90.
    expect(toastEdge(phone({ toasts: box(16, 90), edge: 'top', focused: box(20, 60) }))).toBe('bottom');
  });

  it('stays at the head while the foot would cover the focus and the head does not', () => {
    expect(toastEdge(phone({ toasts: box(16, 90), edge: 'top', focused: box(600, 648) }))).toBe('top');
  });

  it('covers the focused control at neither edge before it spares the form', () => {
    // The form fills the screen: no edge spares it, but the head spares the control at its foot.
    expect(toastEdge(phone({ focused: box(590, 640), region: box(0, 667) }))).toBe('top');
    // The control at the head: the foot spares it, though it covers the form just as much.
    expect(toastEdge(phone({ focused: box(30, 80), region: box(0, 667) }))).toBe('bottom');
  });

  it('covers less of a control taller than the space between them', () => {
    // A text area from 40 to 640: the foot covers 577–640 of it, the head 40–90.
    expect(toastEdge(phone({ focused: box(40, 640) }))).toBe('top');
    // From 30 to 600: the head covers 30–90, the foot only 577–600.
    expect(toastEdge(phone({ focused: box(30, 600) }))).toBe('bottom');
  });

  it('stays at the foot beside a control it does not reach across (a wide screen)', () => {
    // 1280 × 720: toasts at the right, 876–1256, 622–696; the code field and Cancel in the centred card.
    const wide = { viewportHeight: 720, toasts: box(622, 696, 876, 1256), edge: 'bottom' as const };
    expect(toastEdge({ ...wide, focused: box(640, 690, 461, 701), region: box(300, 700, 440, 840) })).toBe(
      'bottom',
    );
    expect(toastEdge({ ...wide, focused: box(640, 690, 900, 1000), region: null })).toBe('top');
  });
});

describe('toastEdge with the boxes a browser gives (DOMRect, its sides getters)', () => {
  it('measures the other edge as well as the present one', () => {
    const rect = (top: number, bottom: number) => new DOMRect(16, top, 343, bottom - top);
    // At the head (16–90) with the focus moved to a control at the foot, which the foot would cover.
    const input = { viewportHeight: 667, toasts: rect(16, 90), edge: 'top' as const, region: null };
    expect(toastEdge({ ...input, focused: rect(619, 667) })).toBe('top');
  });
});
