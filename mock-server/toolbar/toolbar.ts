/**
 * The scenario toolbar (mock-server/README.md "Scenario toolbar"): a panel on every page of `npm start`,
 * collapsed by default, that steers the mock world the browser is in. The mock server's Vite plugin adds it
 * to the dev server's index.html only, so no build ever contains it (check:bundle looks for its name). Plain
 * DOM, no React: it must not depend on, or disturb, the app it sits on.
 *
 * The same actions from the address, for bookmarks and bug reports (handled once on load, then taken
 * out of the address): `?mock-scenario=<name>`, `?mock-fault=<METHOD>:<path>:<status>`,
 * `?mock-persona=<username>`; `?mock-platform=ios|android` turns on the emulated mobile bridge
 * (bridge.ts).
 */
import { type JournalEntry, type Mail } from '../client.ts';
import { control, landing, parseFault, runAddressActions, signInAs } from './address.ts';
import { mobileSection, platformLabel } from './mobile.ts';
import { currentWorld, enterWorld, h, section } from './dom.ts';
import './toolbar.css';

const CLOCK_STEPS: [string, number][] = [
  ['+1 min', 60_000],
  ['+5 min', 5 * 60_000],
  ['+15 days', 15 * 24 * 3600_000],
];
const FAULT_STATUSES = [500, 502, 503, 504, 429, 401, 403, 404, 400];

function mailItem(mail: Mail) {
  return h(
    'li',
    {},
    h('span', {}, `${mail.to}: ${mail.subject} `),
    mail.link && h('a', { href: mail.link }, 'Open link'),
    mail.code && ' ',
    mail.code && h('code', {}, mail.code),
    mail.code &&
      h(
        'button',
        {
          type: 'button',
          'aria-label': `Copy code ${mail.code}`,
          onClick: () => void navigator.clipboard?.writeText(mail.code!),
        },
        'Copy',
      ),
  );
}

/** One journal entry: method, path inside its service, status, mock time; the body on demand. */
function requestItem(entry: JournalEntry) {
  const path = entry.path.replace(/^\/api\/[^/]+\/v\d+/, '');
  return h(
    'li',
    {},
    h('span', {}, `${entry.method} ${path} → ${entry.status ?? 'dropped'} `),
    h('time', { datetime: entry.at }, entry.at.slice(11, 19)),
    entry.body !== undefined &&
      h('details', {}, h('summary', {}, 'Body'), h('pre', {}, JSON.stringify(entry.body, null, 2))),
  );
}

/** The newest requests first: the panel is small, and the last call is the one being looked for. */
const REQUESTS_SHOWN = 20;

async function build(): Promise<HTMLElement> {
  const status = h('p', { role: 'status', class: 'mock-toolbar__status' });
  const say = (text: string) => (status.textContent = text);
  const act = (label: string, task: () => Promise<unknown>) => async () => {
    try {
      await task();
      say(`${label}: done`);
    } catch (error) {
      say(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const world = currentWorld();
  const [scenarios, { personas }, flags] = await Promise.all([
    control.listScenarios(),
    control.listPersonas(),
    control.listFlags(),
  ]);
  const state = await control.readState();

  const outboxList = h('ul', { class: 'mock-toolbar__outbox' });
  const showOutbox = async () => {
    const mails = await control.readOutbox();
    outboxList.replaceChildren(...(mails.length ? mails.map(mailItem) : [h('li', {}, 'No mail yet.')]));
  };
  const requestList = h('ol', { class: 'mock-toolbar__requests', reversed: true });
  const requestFilter = h('input', { id: 'mock-toolbar-requests-path', type: 'text', placeholder: '/login' });
  const showRequests = async () => {
    const path = requestFilter.value.trim();
    const entries = await control.readRequests(path ? { path } : {});
    const newest = entries.slice(-REQUESTS_SHOWN).reverse();
    requestList.replaceChildren(...(newest.length ? newest.map(requestItem) : [h('li', {}, 'No requests.')]));
  };
  const clockNow = h('span', {}, state.now);
  const scenarioSelect = h(
    'select',
    { id: 'mock-toolbar-scenario' },
    ...scenarios.map((scenario) =>
      h(
        'option',
        { value: scenario.name, ...(scenario.name === state.scenario ? { selected: true } : {}) },
        scenario.name,
      ),
    ),
  );
  const faultMethod = h(
    'select',
    { id: 'mock-toolbar-fault-method' },
    ...['GET', 'POST', 'PUT', 'DELETE'].map((method) => h('option', { value: method }, method)),
  );
  const faultPath = h('input', {
    id: 'mock-toolbar-fault-path',
    type: 'text',
    placeholder: '/login',
    value: '/check',
  });
  const faultStatus = h(
    'select',
    { id: 'mock-toolbar-fault-status' },
    ...FAULT_STATUSES.map((code) => h('option', { value: String(code) }, String(code))),
  );

  const panel = h(
    'div',
    { id: 'mock-toolbar-panel', class: 'mock-toolbar__panel', hidden: true },
    section(
      'World',
      h('p', {}, world ? `World ${world}` : 'The default world'),
      h(
        'button',
        {
          type: 'button',
          onClick: act('New world', async () => {
            const response = await fetch('/__mock/worlds', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ scenario: scenarioSelect.value }),
            });
            enterWorld(((await response.json()) as { id: string }).id);
            window.location.reload();
          }),
        },
        'New world',
      ),
      world &&
        h(
          'button',
          { type: 'button', onClick: () => (enterWorld(undefined), window.location.reload()) },
          'Back to the default world',
        ),
      h(
        'button',
        {
          type: 'button',
          onClick: act('Reset', async () => (await control.reset(), window.location.reload())),
        },
        'Reset world',
      ),
      h('label', { for: 'mock-toolbar-scenario' }, 'Scenario'),
      scenarioSelect,
      h(
        'button',
        {
          type: 'button',
          onClick: act(
            'Load scenario',
            async () => (await control.loadScenario(scenarioSelect.value), window.location.reload()),
          ),
        },
        'Load scenario',
      ),
    ),
    section(
      'Sign in as',
      h(
        'ul',
        { class: 'mock-toolbar__personas' },
        ...personas.map((persona) =>
          h(
            'li',
            {},
            h(
              'button',
              {
                type: 'button',
                title: persona.summary,
                onClick: act(`Sign in as ${persona.username}`, async () => {
                  const refused = await signInAs(persona.username);
                  if (refused) throw new Error(`refused (${refused}); sign in by hand to see that screen`);
                  window.location.assign(await landing());
                }),
              },
              persona.username,
            ),
          ),
        ),
      ),
    ),
    section(
      'Outbox',
      h('button', { type: 'button', onClick: act('Outbox', showOutbox) }, 'Refresh outbox'),
      outboxList,
    ),
    section(
      'Requests',
      h('label', { for: 'mock-toolbar-requests-path' }, 'Path (optional, * for a segment)'),
      requestFilter,
      h('button', { type: 'button', onClick: act('Requests', showRequests) }, 'Show requests'),
      h(
        'button',
        {
          type: 'button',
          onClick: act('Requests cleared', async () => (await control.clearRequests(), showRequests())),
        },
        'Clear requests',
      ),
      requestList,
    ),
    section(
      'Clock',
      h('p', {}, 'Mock time: ', clockNow),
      ...CLOCK_STEPS.map(([label, ms]) =>
        h(
          'button',
          {
            type: 'button',
            onClick: act(
              `Clock ${label}`,
              async () => (clockNow.textContent = await control.advanceClock(ms)),
            ),
          },
          label,
        ),
      ),
    ),
    section(
      'Faults',
      h('label', { for: 'mock-toolbar-fault-method' }, 'Method'),
      faultMethod,
      h('label', { for: 'mock-toolbar-fault-path' }, 'Path'),
      faultPath,
      h('label', { for: 'mock-toolbar-fault-status' }, 'Answer'),
      faultStatus,
      h(
        'button',
        {
          type: 'button',
          onClick: act('Fault', async () => {
            const fault = parseFault(`${faultMethod.value}:${faultPath.value}:${faultStatus.value}`);
            if (!fault) throw new Error('the path must start with /');
            await control.injectFault(fault);
          }),
        },
        'Inject on the next call',
      ),
      h(
        'button',
        { type: 'button', onClick: act('Clear faults', () => control.clearFaults()) },
        'Clear faults',
      ),
    ),
    mobileSection(act, say),
    section(
      'Feature flags',
      h(
        'ul',
        { class: 'mock-toolbar__flags' },
        ...flags.map((flag) => {
          const id = `mock-toolbar-flag-${flag.clientId}-${flag.flag}`.replace(/\W+/g, '-');
          return h(
            'li',
            {},
            h('input', {
              type: 'checkbox',
              id,
              ...(flag.isEnabled ? { checked: true } : {}),
              onChange: (event) =>
                void act(`${flag.flag}`, () =>
                  control.setFlag({ ...flag, isEnabled: (event.target as HTMLInputElement).checked }),
                )(),
            }),
            h(
              'label',
              { for: id },
              `${flag.flag} (${flag.clientId === '*' ? 'every client' : flag.clientId})`,
            ),
          );
        }),
      ),
    ),
  );

  const toggle = h(
    'button',
    { type: 'button', class: 'mock-toolbar__toggle', 'aria-expanded': 'false', 'aria-controls': panel.id },
    `Mock: ${world ? 'own world' : 'default world'}${platformLabel()}`,
  );
  toggle.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) void showOutbox();
  });

  if (await runAddressActions(say)) return h('aside', { 'aria-label': 'Mock toolbar' });
  return h('aside', { class: 'mock-toolbar', 'aria-label': 'Mock toolbar' }, toggle, panel, status);
}

void build().then((toolbar) => document.body.append(toolbar));
