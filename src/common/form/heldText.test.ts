import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchUpWithScripts, heldText } from './heldText';

afterEach(() => document.body.replaceChildren());

describe('catchUpWithScripts', () => {
  it("catches up as the event's dispatch ends, after a listener at the root (React's) has run", () => {
    const root = document.body.appendChild(document.createElement('div'));
    const input = root.appendChild(document.createElement('input'));
    const order: string[] = [];
    root.addEventListener('input', () => order.push('root'));
    catchUpWithScripts(input, () => order.push(`catch up ${heldText(input)}`));
    input.value = 'Ava';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // In the dispatch itself: no microtask or task of its own, which a browser would run at another time
    // than a test's dispatch (its own dispatch runs microtasks after each listener).
    expect(order).toEqual(['root', 'catch up Ava']);
  });

  it('catches up after a change event too, once per event, and never for a checkbox', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const box = document.body.appendChild(Object.assign(document.createElement('input'), { type: 'checkbox' }));
    const catchUp = vi.fn();
    catchUpWithScripts(input, catchUp);
    catchUpWithScripts(box, catchUp);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(catchUp).toHaveBeenCalledOnce();
  });
});
