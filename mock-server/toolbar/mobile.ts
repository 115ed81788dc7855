/**
 * The toolbar's "Mobile web view" section: turn the emulated native bridge (bridge.ts) on as iOS or
 * Android, or off, and read every event the page posted to it, newest last.
 */
import {
  BRIDGE_EVENT,
  clearPostedEvents,
  emulatedPlatform,
  postedEvents,
  setEmulatedPlatform,
  PLATFORMS,
  type Platform,
  type PostedEvent,
} from './bridge.ts';
import { h, section } from './dom.ts';

const NAMES: Record<Platform, string> = { ios: 'iOS', android: 'Android' };

/** ` · iOS web view` for the toggle's label while a bridge is on. */
export function platformLabel(): string {
  const platform = emulatedPlatform();
  return platform ? ` · ${NAMES[platform]} web view` : '';
}

function eventItem(event: PostedEvent) {
  return h(
    'li',
    {},
    h('code', {}, event.type),
    event.payload === undefined ? ' (no payload)' : ` ${JSON.stringify(event.payload)}`,
    ` on ${event.page}`,
  );
}

export function mobileSection(
  act: (label: string, task: () => Promise<unknown>) => () => Promise<void>,
  say: (text: string) => void,
) {
  const platform = emulatedPlatform();
  const select = h(
    'select',
    { id: 'mock-toolbar-platform' },
    h('option', { value: '' }, 'Off (a desktop browser)'),
    ...PLATFORMS.map((value) =>
      h('option', { value, ...(value === platform ? { selected: true } : {}) }, `${NAMES[value]} web view`),
    ),
  );
  const list = h('ul', { class: 'mock-toolbar__events', 'aria-label': 'Events posted to the bridge' });
  const show = () => {
    const events = postedEvents();
    list.replaceChildren(...(events.length ? events.map(eventItem) : [h('li', {}, 'No events yet.')]));
  };
  show();
  window.addEventListener(BRIDGE_EVENT, (event) => {
    show();
    say(`Bridge event: ${(event as CustomEvent<PostedEvent>).detail.type}`);
  });
  return section(
    'Mobile web view',
    h('label', { for: 'mock-toolbar-platform' }, 'Emulated bridge'),
    select,
    h(
      'button',
      {
        type: 'button',
        // Reloaded so the app meets the bridge from its first render, as in the real web view.
        onClick: act('Bridge', async () => {
          setEmulatedPlatform(PLATFORMS.find((value) => value === select.value) ?? null);
          window.location.reload();
        }),
      },
      'Apply',
    ),
    h(
      'button',
      { type: 'button', onClick: act('Clear events', async () => (clearPostedEvents(), show())) },
      'Clear events',
    ),
    list,
  );
}
