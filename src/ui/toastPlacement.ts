/**
 * Where the toasts sit: at the foot of the viewport, or at its head when there they would cover the
 * focused control (WCAG 2.4.11) or the form it belongs to (the person's next press is likely there:
 * Cancel beside a field). Only the toasts move: the page never scrolls or grows for them, so nothing a
 * pointer is on shifts under it.
 */

export type ToastEdge = 'top' | 'bottom';

/** A box in viewport coordinates (a DOMRect has these). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How much of `a` and `b` overlap, in square pixels. */
function overlap(a: Box, b: Box): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > 0 && down > 0 ? across * down : 0;
}

/**
 * The edge for the toasts: the one that leaves the focused control uncovered (or covers less of it when
 * neither can), then the one that covers less of its form; the foot when both do equally well.
 *
 * @param viewportHeight what the stylesheet's `100dvh` carries the toasts down by
 * @param toasts the toasts' box where it is now, at `edge`
 * @param focused the focused control; none when the focus is on <body>
 * @param region the form (or dialog) around the focused control, when it has one
 */
export function toastEdge(
  viewportHeight: number,
  toasts: Box,
  edge: ToastEdge,
  focused?: Box | null,
  region?: Box | null,
): ToastEdge {
  // The two edges keep the same inset, so the box at one mirrors the box at the other. Read side by
  // side: a DOMRect's sides are getters, which a spread would not copy.
  const { top, bottom, left, right } = toasts;
  const mirrored = { top: viewportHeight - bottom, bottom: viewportHeight - top, left, right };
  const foot = edge === 'bottom' ? toasts : mirrored;
  const head = edge === 'top' ? toasts : mirrored;
  const covered = (box: Box, what?: Box | null) => (what ? overlap(box, what) : 0);
  const headBetter =
    covered(head, focused) - covered(foot, focused) || covered(head, region) - covered(foot, region);
  return headBetter < 0 ? 'top' : 'bottom';
}
