import { describe, expect, it } from 'vitest';
import { markPresses, PRERENDERED_FRAME_ID, PRESSING_ATTRIBUTE, releasePrerenderedFrame } from './frame';

/** A header's language picker (an unnamed submit button) before the form's own unnamed submit button. */
const PAGE =
  '<header><form><select aria-label="Language"></select><button type="submit">Change</button></form></header>' +
  '<main><form><input name="day"><button type="submit">Check</button></form></main>';

function page() {
  document.body.innerHTML = `<div id="${PRERENDERED_FRAME_ID}">${PAGE}</div><div id="root" hidden>${PAGE}</div>`;
  const frame = document.getElementById(PRERENDERED_FRAME_ID)!;
  const root = document.getElementById('root')!;
  const check = (container: Element) => container.querySelectorAll('button')[1]!;
  return { frame, root, check };
}

describe('releasePrerenderedFrame', () => {
  it("moves the focus on the frame's second unnamed submit button to the app's second, not the first", () => {
    const { frame, root, check } = page();
    check(frame).focus();
    releasePrerenderedFrame();
    expect(frame.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
    expect(document.activeElement).toBe(check(root));
  });

  it("finishes a press begun on the frame's Check on the app's Check, once", async () => {
    const { frame, root, check } = page();
    markPresses(frame);
    let checks = 0;
    let changes = 0;
    check(root).addEventListener('click', () => checks++);
    root.querySelector('button')!.addEventListener('click', () => changes++);
    root.addEventListener('submit', (event) => event.preventDefault());
    check(frame).dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(check(frame).hasAttribute(PRESSING_ATTRIBUTE)).toBe(true);
    releasePrerenderedFrame();
    check(root).dispatchEvent(new Event('pointerup', { bubbles: true }));
    // The press is finished in a task after the pointer came up.
    await new Promise((resolve) => setTimeout(resolve));
    expect([checks, changes]).toEqual([1, 0]);
  });
});
