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

export interface ToastPlacementInput {
  /** The viewport's height: what the stylesheet's `100dvh` carries the toasts down by. */
  viewportHeight: number;
  /** The toasts' box where it is now, at `edge`. */
  toasts: Box;
  edge: ToastEdge;
  /** The focused control; null when nothing is (the focus on <body>). */
  focused: Box | null;
  /** The form (or dialog) around the focused control; null when it has none. */
  region: Box | null;
}

/** How much of `a` and `b` overlap, in square pixels. */
function overlap(a: Box, b: Box): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > 0 && down > 0 ? across * down : 0;
}

/** The toasts' box at `edge`: the two edges keep the same inset, so one mirrors the other. */
function boxAt(edge: ToastEdge, input: ToastPlacementInput): Box {
  const { top, bottom, left, right } = input.toasts;
  if (edge === input.edge) return { top, bottom, left, right };
  // Read field by field: a DOMRect's sides are getters, which a spread would not copy.
  return { top: input.viewportHeight - bottom, bottom: input.viewportHeight - top, left, right };
}

/**
 * The edge for the toasts: the one that leaves the focused control uncovered (or covers less of it when
 * neither can), then the one that covers less of its form; the foot when both do equally well.
 */
export function toastEdge(input: ToastPlacementInput): ToastEdge {
  const { focused, region } = input;
  const ranked = (['bottom', 'top'] as const).map((edge) => {
    const box = boxAt(edge, input);
    return {
      edge,
      coversFocused: focused ? overlap(box, focused) : 0,
      coversRegion: region ? overlap(box, region) : 0,
    };
  });
  ranked.sort((a, b) => a.coversFocused - b.coversFocused || a.coversRegion - b.coversRegion);
  return ranked[0]!.edge;
}
