/**
 * The accessibility statement's data: every WCAG 2.2 level A and AA success criterion, how the product
 * meets it (or why it does not apply), the tests that prove it and what is known not to meet it yet.
 * `npm run a11y:report` writes docs/accessibility.md from this list; `report.node.test.ts` fails when a named
 * test is gone, a criterion is missing, or the committed document is stale.
 *
 * A test is a file and the title its `it`/`test` call is given, word for word. A criterion with no test
 * says why in `untested`. Say what the code does today, not what it should do: an exception stays listed
 * until the test that proves it gone is named here.
 */

export type Level = 'A' | 'AA';

export interface TestRef {
  file: string;
  name: string;
}

export interface Criterion {
  id: string;
  name: string;
  level: Level;
  applies: boolean;
  /** How the product meets it, or, when it does not apply, why. */
  how: string;
  tests: TestRef[];
  /** Why no test proves it (or what the tests listed leave unproved); required when it applies and has no test. */
  untested?: string;
  exceptions: string[];
}

const t = (file: string, name: string): TestRef => ({ file, name });

// The e2e specs that run axe (WCAG 2.0 and 2.1 A/AA rules) on the pages they reach, at 375 and 1280 px.
const AXE = {
  result: t('tests/e2e/shell.spec.ts', 'a result page is accessible'),
  notices: t('tests/e2e/shell.spec.ts', 'each notice route renders its own heading'),
  login: t('tests/e2e/login.spec.ts', 'ava signs in in two steps and lands on the home page that names her'),
  captcha: t(
    'tests/e2e/login.spec.ts',
    'wrong passwords: the message, the captcha with the third, the lock after five',
  ),
  registration: t(
    'tests/e2e/registration.spec.ts',
    'invite-new: personal info, the emailed code, username and password, success; the new account signs in',
  ),
  obligations: t(
    'tests/e2e/obligations.spec.ts',
    'uma creates user ids by keyboard: bad, repeated and taken names refused first',
  ),
  recovery: t(
    'tests/e2e/recovery.spec.ts',
    'reset journey: request, mail, new password, sign in; the link then fails',
  ),
  session: t(
    'tests/e2e/session.spec.ts',
    'the session-expiry modal warns under 60 s and Stay keeps the session',
  ),
  passkeys: t(
    'tests/e2e/passkeys-manage.spec.ts',
    'ava adds a passkey, signs in with it, renames and removes it; then only her password signs in',
  ),
};
const KEYBOARD_SIGN_IN = t('tests/e2e/login.spec.ts', 'the whole sign-in works with the keyboard alone');
const NO_AUDIO_OR_VIDEO = 'The product has no audio or video content: it is forms, messages and legal text.';

// The every-route sweep (tests/e2e/route-sweep.spec.ts): each route of the route table, and a few later
// states, rendered once and checked at 1280, 375 and 320 px by axe, HTML_CodeSniffer (WCAG2AA errors),
// the W3C Nu Html Checker, clipping, 320 px reflow, 24 x 24 px targets and the CSP. Its per-route tests
// are titled by their URL, so the statement names the three that hold them together.
const SWEEP = {
  everyRoute: t('tests/e2e/route-sweep.spec.ts', 'every route of the route table is swept'),
  canary: t('tests/e2e/route-sweep.spec.ts', 'each checker reports a fault planted in a page'),
  nu: t('tests/e2e/route-sweep-html.spec.ts', 'the Nu Html Checker finds no error in any swept page'),
};
const SWEEP_TESTS = [SWEEP.everyRoute, SWEEP.canary, SWEEP.nu];

// Every person's display (tests/e2e/sweep/displays.ts): on the sweep's one visit of each route, in light,
// dark, forced colours, reduced motion, text at 200 %, WCAG text spacing and a phone both ways up; the
// canary and the tests of one state each are in tests/e2e/displays.spec.ts.
const DISPLAYS = {
  canary: t('tests/e2e/displays.spec.ts', 'every display check reports a fault planted in a page'),
  frame: t('tests/e2e/displays.spec.ts', 'the sign-in frame is dark with scripts blocked'),
  motion: t('tests/e2e/displays.spec.ts', 'with reduced motion a toast shows and leaves without moving'),
};
const DISPLAYS_TITLES =
  'The display checks run in the sweep\'s per-route tests, titled by their URL ("/auth/legal in en-XA, at every width and on every display"), so they are not named here one by one; the canary test proves each display check reports its fault.';
const SWEEP_TITLES =
  'The sweep\'s per-route tests are titled by their URL ("/auth/legal in en-XA, at every width and on every display"), so they are not named here one by one.';

// Keyboard-alone journeys: every stop checked for a ring, inside the viewport, not covered, never <body>.
const KEYBOARD = {
  stopCheck: t(
    'tests/e2e/keyboard.spec.ts',
    'the stop check fails on a missing ring, a ring worn unfocused too, a covered control, a lost focus and one off screen',
  ),
  signIn: t(
    'tests/e2e/keyboard.spec.ts',
    'sign-in: username, password, three wrong ones, the captcha by Space, then in',
  ),
  recovery: t('tests/e2e/keyboard.spec.ts', 'forgot username, then forgot password, then the reset link'),
  createAccount: t(
    'tests/e2e/keyboard.spec.ts',
    'create account: personal info, the code, the account step, back and forward again',
  ),
  passkey: t(
    'tests/e2e/keyboard.spec.ts',
    'the offer after a password sign-in, then the passkey button signs in alone',
  ),
  obligation: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'an obligation: paula changes her expired password, the countdown dialog, OK signs her out',
  ),
  stepUp: t('tests/e2e/keyboard-signed-in.spec.ts', 'step-up: stan sends a code, types it, and goes on'),
  session: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'the session-expiry warning: reached by the keyboard, Stay signed in keeps the page',
  ),
  settings: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'every tab from its link, each walked; the dialogs of contact info, localization and devices',
  ),
  addClient: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'sam: Add New Client, searched and chosen with the keyboard',
  ),
  linking: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'account linking: the question before declining, walked and closed with Escape',
  ),
  impersonation: t(
    'tests/e2e/keyboard-signed-in.spec.ts',
    'impersonation at a phone width: the reason, then every stop of a page under the banner',
  ),
};
// The engine journeys (tests/engines/journeys.ts): Firefox ESR and WebKitGTK at 1280 px in the light scheme
// and at 375 px in the dark, every key's stop checked as in Chromium, sign-in and a settings tab checked
// for their scheme (surface luminance, text contrast).
const engine = (name: string) => t('tests/engines/journeys.ts', name);
const ENGINES = {
  signIn: engine(
    'sign-in by keyboard: wrong password, captcha at the third, in; then the remembered account',
  ),
  recovery: engine('forgot password: the mailed link, a new password, signed in; an expired link'),
  settings: engine('account settings: every tab, the add-phone dialog, Escape, French in place'),
};
const KEYBOARD_BROWSERS =
  "The keyboard journeys of Chromium run there only (Playwright drives neither Debian's Firefox ESR nor WebKitGTK); the engine journeys walk sign-in, forgot password with a field error, an obligation, step-up, the settings dialogs and the session warning by keyboard in Firefox and WebKit with the same stop check, WebKit's focus ring at 1280 px only (at 375 px its window is not the active one on Xvfb and shows no :focus).";

export const criteria: Criterion[] = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    applies: true,
    how: 'Icons are decorative SVGs marked aria-hidden beside a text label; the spinner is a status with a translated label; there are no content images. The captcha is a labelled "I\'m not a robot" checkbox (the local widget) and a passkey is an alternative way in on the username step.',
    tests: [
      t('src/ui/Spinner.test.tsx', 'is a status with a translated screen-reader label'),
      t(
        'src/ui/PasswordRequirements.test.tsx',
        'lists each rule with a visible icon and a screen-reader state',
      ),
      AXE.captcha,
      AXE.result,
      ...SWEEP_TESTS,
    ],
    untested: SWEEP_TITLES,
    exceptions: [
      "A configured third-party captcha script renders its own challenge, whose text alternative is the provider's.",
    ],
  },
  ...(
    [
      'Audio-only and Video-only (Prerecorded)',
      'Captions (Prerecorded)',
      'Audio Description or Media Alternative (Prerecorded)',
    ] as const
  ).map((name, index): Criterion => ({
    id: `1.2.${index + 1}`,
    name,
    level: 'A',
    applies: false,
    how: NO_AUDIO_OR_VIDEO,
    tests: [],
    exceptions: [],
  })),
  {
    id: '1.2.4',
    name: 'Captions (Live)',
    level: 'AA',
    applies: false,
    how: NO_AUDIO_OR_VIDEO,
    tests: [],
    exceptions: [],
  },
  {
    id: '1.2.5',
    name: 'Audio Description (Prerecorded)',
    level: 'AA',
    applies: false,
    how: NO_AUDIO_OR_VIDEO,
    tests: [],
    exceptions: [],
  },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    applies: true,
    how: 'Every control is labelled by its visible label; descriptions and errors are tied by aria-describedby; grouped controls (radios, date of birth) are fieldsets named by their legend; tables have a caption and column and row headers; the steps are an ordered list; each page has one h1 and landmarks (banner, main, footer).',
    tests: [
      t('src/ui/Field.test.tsx', 'links description and error by aria-describedby and sets aria-invalid'),
      t('src/ui/RadioGroup.test.tsx', 'is a group named by its legend, with one labelled radio per option'),
      t(
        'src/ui/DateOfBirthInput.test.tsx',
        'is a fieldset named by its legend with three labelled controls in the language order',
      ),
      t('src/ui/DataTable.test.tsx', 'renders a captioned table with column and row headers'),
      t('src/ui/Stepper.test.tsx', 'is a labelled ordered list of the steps'),
      t(
        'src/ui/Layout.test.tsx',
        'has a skip link that focuses main, a banner with the brand, the card and the footer',
      ),
      AXE.registration,
      ...SWEEP_TESTS,
    ],
    untested: SWEEP_TITLES,
    exceptions: [],
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    applies: true,
    how: "The DOM order is the reading order: no CSS reorders content (no order property, no reversed flex), and on every route the Tab order is compared with the reading order (top to bottom, left to right along a row, a new column up and to the right allowed; 4 px tolerance); the date of birth puts its parts in the language's order in the DOM, not by CSS.",
    tests: [
      DISPLAYS.canary,
      t(
        'src/ui/DateOfBirthInput.test.tsx',
        'is a fieldset named by its legend with three labelled controls in the language order',
      ),
    ],
    untested: DISPLAYS_TITLES,
    exceptions: [],
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    applies: true,
    how: 'Instructions name things by their words, never by shape, colour or size; the few that say "below" (the agreements, the password rules, the user ID to sign in with) point at what also comes next in the reading order.',
    tests: [],
    untested: 'Wording is reviewed, not tested: no tool can tell a sensory instruction in the catalogues.',
    exceptions: [],
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    applies: true,
    how: 'No CSS or script locks the orientation; the layout is one column below 560 px and wider above, whichever way the device is held. Every route is laid out at 390×844 and 844×390 and fails on sideways scroll or clipped text.',
    tests: [DISPLAYS.canary],
    untested: DISPLAYS_TITLES,
    exceptions: [],
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    applies: true,
    how: "Fields about the person carry their autocomplete token: username (with webauthn at sign-in; the new username of create account and of the user-id obligations too), current-password, new-password, email, given-name, family-name, bday-day/month/year, tel-country-code and tel-national (the number is a text input with the phone keypad, since tel-national conforms only on a text control), one-time-code. Free-text fields of no personal purpose (a passkey's name, a client search, an impersonation reason) say off. HTML_CodeSniffer's check of each token against its control runs on every route, and the display checks fail on every route where a field about the person (by its type or name) has no token, says off, or has a token HTML does not define. The table of fields, tokens and forms is at the end of this statement, generated from src/.",
    tests: [
      DISPLAYS.canary,
      t(
        'src/features/recovery/recovery.test.tsx',
        'shows the email field with its label, autocomplete and a Cancel link to sign-in',
      ),
      t(
        'src/features/obligations/username.test.tsx',
        'says each new user id is a username, so autofill and password managers know it',
      ),
      t(
        'src/ui/PhoneInput.isolated.test.tsx',
        'is a labelled text input with the phone keypad and a labelled country select, wired to the error',
      ),
      t('src/ui/CodeInput.test.tsx', 'is a labelled one-time-code field with a numeric keyboard'),
      t('src/ui/Field.test.tsx', 'keeps caller key handlers and accepts new-password'),
      SWEEP.everyRoute,
    ],
    untested:
      'The table is read from the source (a token passed through a variable is named by its expression); the per-route check is by field type and name, so a personal field with an unusual name would be missed.',
    exceptions: [],
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    applies: true,
    how: 'A field error is an icon and words ("Error:" before them for screen readers) beside the red border; password rules show an icon and a state in words; the current tab is marked by aria-current and a bar under it, not by its colour alone; links are underlined. In forced colours (a contrast theme drops tints and backgrounds) the active tab keeps a bar and an underline the others lack, the avatar a ring, the current step a double ring, the chosen add-client row an outline and disabled buttons GrayText: the display checks compare the active tab with the others and look for the avatar\'s boundary on every route.',
    tests: [
      DISPLAYS.canary,
      t(
        'src/ui/PasswordRequirements.test.tsx',
        'lists each rule with a visible icon and a screen-reader state',
      ),
      t('src/ui/Field.test.tsx', 'links description and error by aria-describedby and sets aria-invalid'),
      AXE.result,
      SWEEP.everyRoute,
    ],
    exceptions: [],
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    applies: false,
    how: 'No page plays sound.',
    tests: [],
    exceptions: [],
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    applies: true,
    how: "Two palettes in src/ui/styles.css, light (text #1f2937 and muted #4b5563 on white and #f3f4f6) and dark under prefers-color-scheme (text #f3f4f6 and muted #cbd5e1 on #1f2937 and #111827), from the first paint (color-scheme light dark; the sign-in frame is the same sheet); in dark, axe's colour rules run on every route (tests/e2e/sweep/displays.ts, on the route sweep's visit); axe's colour-contrast rule and HTML_CodeSniffer's contrast checks run on every route of the route table at 1280 and 375 px, and axe on every page the e2e journeys check, with toasts held still so their fade cannot skew it; in Firefox and WebKit the engine journeys check the sign-in page and a settings tab light at 1280 px and dark at 375 px, every visible text at 4.5:1 (3:1 large). Lighthouse accessibility is 100 on sign-in (npm run bench, not in npm test).",
    tests: [
      ENGINES.signIn,
      ENGINES.settings,
      DISPLAYS.frame,
      AXE.login,
      AXE.registration,
      AXE.obligations,
      AXE.recovery,
      AXE.result,
      AXE.notices,
      ...SWEEP_TESTS,
    ],
    untested: `${SWEEP_TITLES} ${DISPLAYS_TITLES}`,
    exceptions: [],
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    applies: true,
    how: "Type sizes are in rem, so they follow the browser's text size; boxes grow with their text (min-height, not height, on fields and buttons). Every route is shown at 1280 px with the browser's default font size doubled (the text-size setting, through the DevTools protocol, not a zoomed viewport) and fails on clipped or overlapping text, and on a control that, focused, is cut off or covered.",
    tests: [DISPLAYS.canary],
    untested: `${DISPLAYS_TITLES} Sideways scroll is allowed at 200 % (the criterion allows it); at 320 px the sweep forbids it.`,
    exceptions: [],
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    applies: true,
    how: 'All text is text; the brand is text, not a picture of it.',
    tests: [AXE.result],
    untested: 'No tool proves that no image holds text; there are no raster images in src/.',
    exceptions: [],
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    applies: true,
    how: 'Single column below 560 px; the settings tabs become a select; the header puts the language picker and its Change button on their own line; long unbroken values (references, addresses) wrap. The every-route sweep renders each route of the route table at 320 px and fails on horizontal scroll, and at 1280, 375 and 320 px on clipped text or text past the viewport, with every text about 40 % longer (the pseudo-locale).',
    tests: [
      t(
        'tests/e2e/shell.spec.ts',
        'a 32-character reference stays inside a 320 px screen; legal text keeps a readable measure',
      ),
      SWEEP.everyRoute,
      SWEEP.canary,
    ],
    untested: SWEEP_TITLES,
    exceptions: [],
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    applies: true,
    how: "Field borders are #6b7280 on white (4.8:1) and #9ca3af on #1f2937 in dark (5.8:1), invalid fields add an error-coloured inset ring, and the focus ring is a 3 px outline, #1d4ed8 in light (6.7:1 on white) and #93c5fd in dark (8.1:1). On every route, in light and in dark, the display checks measure each visible field border, checkbox and radio mark (its accent colour), meaningful icon (alerts, toasts, field errors, password rules, stepper) and each control's focus ring, focused from the keyboard, against the colour composited behind it, and fails under 3:1.",
    tests: [DISPLAYS.canary],
    untested: `${DISPLAYS_TITLES} A checkbox's unchecked box is drawn by the browser and not measured; button outlines are not required (their text names them).`,
    exceptions: [],
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    applies: true,
    how: "Text containers have no fixed height (the fixed sizes are icons, icon buttons and the initials avatar), and text that would be clipped is looked for on every route at three widths by the every-route sweep (longer text), and the display checks apply the criterion's spacing (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, 2 em after paragraphs) as a reader's stylesheet on every route and fails on clipped or overlapping text.",
    tests: [DISPLAYS.canary, SWEEP.everyRoute, SWEEP.canary],
    untested: DISPLAYS_TITLES,
    exceptions: [],
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    applies: false,
    how: "Nothing of ours appears on hover or focus: the sign-in tip is a disclosure button opened by a click or a key (Escape closes it). The one title attribute (a toast's close button) is the browser's own tooltip, which the criterion leaves out.",
    tests: [
      t('src/features/login/login.test.tsx', 'has the links of the spec and the secure-information tip'),
    ],
    exceptions: [],
  },
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    applies: true,
    how: 'Only native controls (buttons, links, inputs, selects, native <dialog>); Enter in an incomplete form submits to show what is missing. Keyboard-alone journeys (keys only, no click or fill) cover sign-in with both steps, the captcha and a passkey, forgot username and password, create account forward and back, an obligation, step-up, the session warning, every settings tab and its dialogs, account linking and impersonation.',
    tests: [
      KEYBOARD.signIn,
      KEYBOARD.passkey,
      KEYBOARD.recovery,
      KEYBOARD.createAccount,
      KEYBOARD.obligation,
      KEYBOARD.stepUp,
      KEYBOARD.session,
      KEYBOARD.settings,
      KEYBOARD.addClient,
      KEYBOARD.linking,
      KEYBOARD.impersonation,
      ENGINES.signIn,
      ENGINES.recovery,
      t(
        'tests/e2e/passkeys-signin.spec.ts',
        'past the captcha by keyboard: the passkey beside it signs ava in without solving it',
      ),
      KEYBOARD_SIGN_IN,
      AXE.obligations,
      t(
        'tests/e2e/stepup-contacts.spec.ts',
        'stan: the emailed code raises him to level 3 and on to the redirectUrl, by keyboard',
      ),
      t(
        'tests/e2e/stepup-contacts.spec.ts',
        'ed verifies his email by keyboard; nothing secret in the log lines',
      ),
      t('src/ui/Button.test.tsx', 'is a type="button" button named by its label, clickable by keyboard'),
      t(
        'src/ui/DataTable.test.tsx',
        'keeps focus on Previous when it reaches the first page, and works from the keyboard',
      ),
      t(
        'src/common/form/useAppForm.test.tsx',
        'Enter in a form with a blank required field shows what is missing and keeps what was typed',
      ),
    ],
    untested: KEYBOARD_BROWSERS,
    exceptions: [],
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    applies: true,
    how: 'Dialogs are native modal <dialog>s: Tab cycles inside them, Escape closes them (unless the dialog must be answered, when its buttons close it) and focus returns to the opener.',
    tests: [
      t('src/ui/Modal.test.tsx', 'closes on Escape through onClose (once), unless not dismissible'),
      t(
        'src/ui/Modal.test.tsx',
        'opens as a dialog labelled by its title, focusing the first action, restoring focus on close',
      ),
      t('src/ui/ConfirmDialog.test.tsx', 'cancels without confirming, and gives focus back to the opener'),
      KEYBOARD.settings,
      KEYBOARD.linking,
      KEYBOARD.obligation,
    ],
    untested: KEYBOARD_BROWSERS,
    exceptions: [],
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    applies: false,
    how: 'No single-character shortcut exists: key handlers react only to Enter (submit), Escape (close) and Caps Lock (a warning on password fields).',
    tests: [],
    exceptions: [],
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    applies: true,
    how: "Under 60 s before the session ends a modal shows the seconds left, said as its description, and Stay prolongs it. After a password change the product's 10 s countdown to signing out everywhere stays, and a Stop the countdown button turns it off, leaving OK to sign out when the person is ready. An impersonation warns, with the time left, five minutes and one minute before it ends. The captcha's two-minute limit (the provider's) is announced when it runs out and the check is asked again. A toast pauses while hovered or focused and has a close button; no error lives only in a toast (a failed impersonation start, a step-up ended in error and the add-client result are kept on the page too), and a toast raised while a modal is open shows inside it.",
    tests: [
      t(
        'src/app/SessionExpiry.test.tsx',
        'shows the seconds left under 60 s; Stay prolongs the session and hides it',
      ),
      t(
        'src/app/SessionExpiry.test.tsx',
        'describes the dialog with the seconds left, so a screen reader says them as it opens',
      ),
      AXE.session,
      KEYBOARD.session,
      t(
        'src/features/obligations/change-password.test.tsx',
        "says the time left in the dialog's description, and Stop the countdown keeps the person there until OK",
      ),
      t(
        'src/common/useCountdown.test.tsx',
        'holds the time left while paused, never ending, and goes on from there when unpaused',
      ),
      t(
        'src/features/support/support.test.tsx',
        'warns, with the time left, five minutes and one minute before it ends',
      ),
      t(
        'src/common/impersonation/store.test.ts',
        'is none with more than five minutes left, one from five minutes, two from one minute',
      ),
      t('src/features/login/Captcha.test.tsx', 'expires after two minutes, which invalidates the field'),
      t(
        'src/features/login/Captcha.test.tsx',
        'announces the expiry in a live region and asks again, the box unticked',
      ),
      t(
        'src/features/login/Captcha.test.tsx',
        "announces the challenge's expiry in a live region, and clears it once passed again",
      ),
      t('src/ui/Toasts.test.tsx', 'pauses while hovered and can be dismissed with its close button'),
      t(
        'src/ui/Toasts.test.tsx',
        'show inside the dialog, not in the inert page behind it, and on the page again once it closes',
      ),
      t(
        'src/features/support/support.test.tsx',
        "says why a start failed, in the server's words, and stays on the form",
      ),
      t(
        'src/features/step-up/step-up.test.tsx',
        'too many wrong codes end the step-up: STEP_UP_ERROR kept on the page until Continue, then away (here the cancel URL)',
      ),
      t(
        'src/features/settings/settings.test.tsx',
        'says how adding went again on the page the reload lands on, until dismissed',
      ),
    ],
    exceptions: [
      'An impersonation cannot be extended: the contract has no call for it, so the warnings say so and the acting session ends at its time.',
      "The captcha answer still expires after 2 minutes (the provider's limit) with no way to extend it; the expiry is announced and the check asked again, and a passkey beside it is a way past it with no time limit.",
      'Toasts go after 5 s; they pause while hovered or focused, but come last in the page, so the keyboard reaches one only past everything else. Said only in a toast: a success whose effect the page shows (a contact deleted, a passkey renamed). A failed contact deletion is said in the question too, which stays open for another try with the error in it.',
    ],
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    applies: true,
    how: 'Nothing blinks or scrolls. The spinner turns only while something loads; under reduced motion nothing moves (the spinner and the navigation bar pulse in place, toasts appear and go without sliding, by their timer), which the display spec checks on every route and on a toast.',
    tests: [DISPLAYS.motion, t('src/ui/Toasts.test.tsx', 'disappears by timer when animations do not run')],
    untested: "The impersonation banner's ticking time is the exception below.",
    exceptions: [
      "The impersonation banner's time left updates every second and cannot be paused or hidden (only the impersonation itself can be ended); its ticks are not announced.",
    ],
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    applies: true,
    how: "Nothing flashes: the only animations are the spinner's turn and the toasts' fade in and out.",
    tests: [],
    untested: 'No test measures flashes; the animations are the three CSS keyframes of src/ui/styles.css.',
    exceptions: [],
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    applies: true,
    how: "Every layout starts with a skip link to main, and the prerendered sign-in frame's skip link points at the frame's own main.",
    tests: [
      t(
        'src/ui/Layout.test.tsx',
        'has a skip link that focuses main, a banner with the brand, the card and the footer',
      ),
      t(
        'scripts/build/login-frame/render.test.ts',
        '%s: every in-page link of the frame (the skip link to the main) reaches an element it holds',
      ),
      AXE.login,
      KEYBOARD.signIn,
    ],
    exceptions: [],
  },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    applies: true,
    how: 'Every route of the route table has a title ("Title · Brand"); each create-account step and each settings tab has its own; the sign-in frame\'s title is in the reader\'s language; a form whose submit left errors puts "Error:" before the title.',
    tests: [
      t('src/app/routeTable.test.tsx', 'gives every entry a title, an error boundary and a lazy load'),
      t('src/features/notices/notices.test.tsx', 'titles differ from page to page'),
      t('src/features/registration/create-account.test.tsx', 'names the document after each step'),
      t('src/features/settings/settings.test.tsx', 'names the document after each tab'),
      t('tests/app/indexHtml.node.test.ts', 'is titled as the sign-in page until the app names the route'),
      t(
        'src/features/login/frame/boot.test.ts',
        "shows a reader of another language the frame in their language, by cookie or by the browser's",
      ),
      t(
        'src/app/LazyResultPage.test.tsx',
        'loads the page and its words when a result is shown, and titles the document after it',
      ),
      t(
        'src/features/registration/create-account.test.tsx',
        'refuses a taken email on its field and offers the reset-password email',
      ),
      SWEEP.everyRoute,
    ],
    untested:
      'The "Error:" prefix is tested on create account\'s first step; the other forms share its code (the form kit), not its test.',
    exceptions: [],
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    applies: true,
    how: "After a navigation the new page's h1 takes the focus as it mounts, unless the person is already in a field (a caret put there keeps every keystroke), and so does a step that takes another's place in the same route (the invitation's welcome after Check, the username flow's steps); after an error to the first field in error or the error block; a dialog takes focus and gives it back; when the focused control goes away (Forget on a remembered account, Clear in account settings' list of remembered accounts, Continue on desktop, back to the step-up methods, a rename saved) focus moves to the control that takes its place, never to <body>.",
    tests: [
      t(
        'src/ui/PageHeading.test.tsx',
        'is the focusable h1 marked for route focus, with an optional subtitle',
      ),
      t(
        'src/features/login/login.test.tsx',
        'puts the focus on the sign-in heading as it appears after a redirect, for a screen reader to start there',
      ),
      t('src/ui/navigationFocus.test.tsx', 'never takes it from a field focused since the navigation'),
      t(
        'src/features/registration/user-confirmation.test.tsx',
        'asks for the date of birth first: Check waits for a date, a wrong one is refused, the right one welcomes',
      ),
      t('src/common/form/useAppForm.test.tsx', 'focuses the first invalid field and does not submit'),
      t(
        'src/features/login/remembered/remembered-accounts.test.tsx',
        'keeps the focus after Forget: on the account now in its place, then on the username field',
      ),
      t(
        'src/features/settings/RememberedOnThisDevice.test.tsx',
        'clears one from the keyboard: a status says so, the focus moves to the next Clear, storage keeps the other',
      ),
      t(
        'src/features/registration/registration-success.test.tsx',
        'Continue on desktop hands the focus to Continue, not to the page',
      ),
      t(
        'src/features/step-up/step-up.test.tsx',
        'back to the choice of method, the focus is on the method used, not lost',
      ),
      t(
        'src/features/settings/PasskeysTab.isolated.test.tsx',
        'renames a passkey in its row, then gives the focus back to its Rename button',
      ),
      t(
        'src/ui/ConfirmDialog.test.tsx',
        'is busy while the confirmation runs, then closes and returns focus',
      ),
      KEYBOARD.stopCheck,
      KEYBOARD.signIn,
      KEYBOARD.recovery,
      KEYBOARD.createAccount,
      KEYBOARD.obligation,
      KEYBOARD.stepUp,
      KEYBOARD.settings,
    ],
    untested: `The keyboard journeys check at every stop that the focus is not on <body>, not that the order matches the reading order. ${KEYBOARD_BROWSERS}`,
    exceptions: [],
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    applies: true,
    how: "Links say where they go; links that open a new tab say so in their name and show the new-tab icon beside their words (the footer's Help and other links, the terms in create account, the legal agreements' Read links).",
    tests: [
      t('src/ui/Layout.test.tsx', 'links open in a new tab, say so, and point inside the app by default'),
      t(
        'src/ui/Layout.test.tsx',
        'offers help first, in the same place as every other footer link, opening a new tab and saying so',
      ),
      t('src/features/registration/create-account.test.tsx', 'says that the terms link opens a new tab'),
      t(
        'src/features/obligations/legal-agreements.test.tsx',
        'is where lena lands after signing in; dates as MM/DD/YYYY, Read links open a new window',
      ),
      AXE.result,
    ],
    exceptions: [],
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    applies: true,
    how: "Most pages are a step in a process (sign-in, recovery, registration, an obligation) or its result, which the criterion exempts. The others are reached more than one way: the terms from the footer of every page and from create account's and the agreements' links; each settings tab from the tab list on every tab and by its address.",
    tests: [
      t('src/ui/Layout.test.tsx', 'links open in a new tab, say so, and point inside the app by default'),
      t('src/features/registration/create-account.test.tsx', 'says that the terms link opens a new tab'),
      t(
        'src/features/settings/settings.test.tsx',
        'shows the initials, the first name, Sign out and six tab links, the current one marked',
      ),
    ],
    exceptions: [],
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    applies: true,
    how: 'Each page has exactly one h1 naming it; sections have h2s; every field has a visible label.',
    tests: [
      t(
        'src/features/legal/legal.test.tsx',
        'has an h2 with an id for every topic, in order, each with text',
      ),
      t('src/ui/Field.test.tsx', 'is labelled, and valid without error'),
      AXE.notices,
      AXE.registration,
    ],
    exceptions: [],
  },
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    applies: true,
    how: "Every control shows a 3 px outline on :focus-visible; only what script focuses that is not a control (the page heading after a navigation, main after the skip link, a list's heading) shows none. In forced colours the ring stays an outline (box-shadows are dropped there): the display checks focus every control of every route in forced colours and fail on one without an outline, and in light and dark on a ring under 3:1.",
    tests: [
      DISPLAYS.canary,
      KEYBOARD.stopCheck,
      KEYBOARD.signIn,
      KEYBOARD.recovery,
      KEYBOARD.createAccount,
      KEYBOARD.obligation,
      KEYBOARD.settings,
      KEYBOARD.impersonation,
      ENGINES.signIn,
      ENGINES.recovery,
      ENGINES.settings,
    ],
    untested: KEYBOARD_BROWSERS,
    exceptions: [],
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    applies: true,
    how: 'The toasts are the only thing fixed over the content; nothing is sticky, and the impersonation banner is in the flow of the page. The toasts sit at the foot of the viewport (on a phone they span its width), and at its head when at the foot they would cover the focused control or the form it is in; they are placed again as the focus moves, the window changes size and a toast comes or goes. The page itself never scrolls or grows for a toast, so nothing moves under a pointer. The keyboard journeys check at every stop that the element at the centre of the focused one is itself (no toast or banner over it), at the stop after each key that raises a toast with the toast showing, and at 375 px every stop of the email code step with a toast held on the screen; the impersonation journey at 375 px under the banner.',
    tests: [
      t('src/ui/toastPlacement.test.ts', 'goes to the head when the toasts would cover the focused control'),
      t(
        'src/ui/Toasts.test.tsx',
        'moves them as the focus moves: to the foot for a control at the head, back for one at the foot',
      ),
      t(
        'tests/e2e/toasts.spec.ts',
        'at a phone size, every stop of the code step, header and footer too, is clear of the toast',
      ),
      KEYBOARD.stopCheck,
      KEYBOARD.impersonation,
      KEYBOARD.settings,
      KEYBOARD.obligation,
    ],
    untested: `The toasts are placed when the focus moves, not as the page scrolls (a toast that moved with scrolling could move under the pointer): a focused control scrolled under one stays under it until the focus moves or the toast goes. ${KEYBOARD_BROWSERS}`,
    exceptions: [],
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    applies: false,
    how: 'No path-based or multipoint gesture: everything is a single tap or click.',
    tests: [],
    exceptions: [],
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    applies: true,
    how: 'Actions run on click (the up event) of native buttons and links; no handler acts on pointer or mouse down: a lint rule (eslint.config.js) refuses onMouseDown, onPointerDown, onTouchStart and addEventListener for those events in src/.',
    tests: [
      t(
        'scripts/lint/pointer-down.node.test.ts',
        'refuses an action on a down event and lets a click through',
      ),
    ],
    untested: "Native controls' own behaviour (a select opening on press) is the browser's.",
    exceptions: [],
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    applies: true,
    how: 'Accessible names are the visible labels; a busy button keeps its name; a link that opens a new tab adds the warning after its visible text.',
    tests: [
      t(
        'src/ui/Button.test.tsx',
        'when busy: aria-busy, keeps its name, shows a spinner and swallows clicks',
      ),
      t('src/features/registration/create-account.test.tsx', 'says that the terms link opens a new tab'),
    ],
    untested: "axe's label-content-name-mismatch rule is experimental and not run.",
    exceptions: [],
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    applies: false,
    how: 'Nothing responds to device motion.',
    tests: [],
    exceptions: [],
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    applies: false,
    how: 'Nothing is dragged: no slider, sortable list or drag-and-drop.',
    tests: [],
    exceptions: [],
  },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    applies: true,
    how: 'Fields and buttons are 48 px tall, icon buttons (show password, close) and pager buttons 40 × 40 px. Checkboxes and the add-client radios are 20 × 20 px, each with a clickable label of at least 24 × 24 px (the equivalent). The every-route sweep measures every pointer target at 1280, 375 and 320 px and fails on one under 24 × 24 px unless an exception it can decide applies: a link inline in a sentence, a target whose 24 px circle meets no other target (spacing), a checkbox or radio with such a label (equivalent), or a control the browser alone sizes (user agent); "essential" is never allowed.',
    tests: [SWEEP.everyRoute, SWEEP.canary],
    untested: SWEEP_TITLES,
    exceptions: [],
  },
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    applies: true,
    how: '<html lang> is the language shown (en-US, es-US or fr-CA), set by the app and by the sign-in frame before it.',
    tests: [
      t(
        'tests/e2e/languages.spec.ts',
        'ava picks Français on sign-in: every page after it is French, <html lang="fr-CA">',
      ),
      t(
        'tests/app/languages.test.tsx',
        'offers the three languages in their own names and switches sign-in to French in place',
      ),
      AXE.result,
      SWEEP.everyRoute,
    ],
    exceptions: [],
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    applies: true,
    how: 'Each language picker option is marked with its own lang (the display checks look at each option on every route); the no-script message says itself in the three languages, each marked.',
    tests: [
      DISPLAYS.canary,
      t(
        'tests/app/indexHtml.node.test.ts',
        'says the page needs JavaScript in each of the three languages, each marked with its language',
      ),
    ],
    untested: DISPLAYS_TITLES,
    exceptions: [],
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    applies: true,
    how: 'Focus alone never submits, navigates or opens anything.',
    tests: [KEYBOARD.signIn, KEYBOARD.settings],
    untested:
      'The keyboard journeys tab through every stop of each page and would lose their place on a change of context, but none watches for one explicitly.',
    exceptions: [],
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    applies: true,
    how: "Below 560 px the settings tabs are a select whose choice is opened by a Show button, not on change. The header's language picker, in the app and on the prerendered sign-in frame, switches only on its Change button (arrowing through the closed select changes nothing). The Localization tab changes the language on Save; other selects only set their field.",
    tests: [
      t(
        'src/ui/LinkTabs.test.tsx',
        'offers a labelled select on narrow screens that shows the current tab and opens the chosen one with its button, not on change',
      ),
      t(
        'tests/e2e/settings.spec.ts',
        'six tab links at 1280 px with AA, the name and Sign out; a select at 375 px',
      ),
      t(
        'src/features/settings/settings.test.tsx',
        'switches the whole app to a new language in place, with the cookie for a year',
      ),
      t(
        'src/ui/LanguagePicker.test.tsx',
        'switches only on Change, never as the select changes (arrowing through it included)',
      ),
      t('src/ui/LanguagePicker.test.tsx', 'applies by keyboard: Tab to Change, Enter'),
      t(
        'tests/e2e/languages.spec.ts',
        'ava picks Français on sign-in: every page after it is French, <html lang="fr-CA">',
      ),
      t(
        'tests/e2e/prerender.spec.ts',
        "the frame's language picker switches only on its Change: arrowing through it does not",
      ),
      t(
        'src/features/login/frame/boot.test.ts',
        'gives way to the app at once when a language is applied on its picker, not as the select changes',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    applies: true,
    how: 'One layout for every page: the skip link, the header with the brand (and, signed out, the language picker), the main card, and the same footer links in the same order; the settings tabs are the same on every tab.',
    tests: [
      t(
        'src/ui/Layout.test.tsx',
        'has a skip link that focuses main, a banner with the brand, the card and the footer',
      ),
      t(
        'src/features/settings/settings.test.tsx',
        'shows the initials, the first name, Sign out and six tab links, the current one marked',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    applies: true,
    how: "The same function has the same name and component everywhere: one kit (src/ui), one code-entry step, one contact list, one change-password form shared by the flows that use them. On every route (in the pseudo-locale, each name read back to the English it was made from), a control named as one of the repeated functions in any of its usual wordings (sign out or log out, back, try again or retry, cancel) must carry that function's one name, and the language picker is named Language with its Change button.",
    tests: [DISPLAYS.canary],
    untested: `${DISPLAYS_TITLES} Only the functions listed are compared, by their English names.`,
    exceptions: [],
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    applies: true,
    how: "Every page, the prerendered sign-in frame included, has a Help link first in its footer, in the same place and order as the other footer links (privacy, legal, supported browsers), to the deployment's help page (VITE_HELP_URL; the build writes it into the frame). It opens a new tab and says so. An address that is not http(s) or a path shows no link.",
    tests: [
      t(
        'src/ui/Layout.test.tsx',
        'offers help first, in the same place as every other footer link, opening a new tab and saying so',
      ),
      t('src/app/helpLink.test.tsx', '%s: first in the footer, to the configured help page, in a new tab'),
      t('src/app/helpLink.test.tsx', 'is left out when the configured address is not a web address'),
      t(
        'scripts/build/login-frame/help-item.test.ts',
        "gets the deployment's address, escaped for its attribute",
      ),
      t(
        'tests/e2e/shell.spec.ts',
        "the footer's copyright year is this year and its links, Help first, open new tabs",
      ),
    ],
    exceptions: [
      'A deployment that configures no help address gets no Help link, and the messages that say "contact support" then point to no contact.',
    ],
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    applies: true,
    how: 'A field error is shown in words under the field, marked aria-invalid and read with it; a form error is a focused alert block whose links move to the fields; the first invalid field takes focus.',
    tests: [
      t(
        'src/common/form/useAppForm.test.tsx',
        'puts a field error on its field, focuses it, keeps the values, and clears it on the first edit',
      ),
      t(
        'src/common/form/useAppForm.test.tsx',
        'shows a form error in a focused block, and clears it when any field is edited',
      ),
      t('src/ui/Alert.test.tsx', 'is focused, announced, and links focus the fields'),
      t(
        'src/features/login/login.test.tsx',
        'shows the wrong-password message, focused, keeps the username and clears the password',
      ),
      AXE.obligations,
      t(
        'src/features/support/support.test.tsx',
        "says why a start failed, in the server's words, and stays on the form",
      ),
      t(
        'src/features/step-up/step-up.test.tsx',
        'too many wrong codes end the step-up: STEP_UP_ERROR kept on the page until Continue, then away (here the cancel URL)',
      ),
      t(
        'tests/screen-reader/forms.test.tsx',
        'a field error is spoken as it appears while typing, and again when it changes',
      ),
      t(
        'tests/screen-reader/signin.test.tsx',
        'a wrong password: the error block takes the focus and its words are spoken',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    applies: true,
    how: "Every field has a visible label, and a hint where the format matters (password rules, phone, shared mailbox); required fields say aria-required and show an asterisk, and every form whose fields show it says once, before the fields, what it means (the form kit). Where the product's rules keep a submit disabled (a blank required field, an email-only form until the address is valid, change password until the new one meets its rules, sign-in's Next and Log in), the reason is said in words beside the button and is its description; the other submits stay enabled and show what is wrong on submit.",
    tests: [
      t('src/ui/Field.test.tsx', 'marks required fields with aria-required and a hidden asterisk'),
      t(
        'src/features/obligations/change-password.test.tsx',
        'shows title, subtitle, both password fields, the requirements and the reuse hint',
      ),
      t(
        'src/features/obligations/add-contact.test.tsx',
        'a shared mailbox is refused for account security, on the field; the hint says so first',
      ),
      t(
        'src/common/form/FormShell.test.tsx',
        'says what the asterisk means on a form whose schema requires a field, before the fields',
      ),
      t(
        'src/common/form/FormShell.test.tsx',
        'while a required field is blank (the product keeps it disabled then): says so, and the button is described by it',
      ),
      t('src/common/form/FormShell.test.tsx', "a screen's own block shows its own reason, and goes with it"),
      t(
        'src/features/recovery/EmailRequestForm.test.tsx',
        'says why Submit waits: the product enables it only for a valid address',
      ),
      t(
        'src/features/login/login.test.tsx',
        'says in words, beside each disabled button and as its description, what it waits for',
      ),
      t(
        'src/common/code-entry/CodeEntryStep.test.tsx',
        'sends no incomplete code: Verify waits only for an empty field, and says what is missing on submit',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    applies: true,
    how: "Messages say what to do: the password rules left to meet, the field's bounds, a taken email with a reset offer, a code to request again, the wait after too many tries.",
    tests: [
      t('src/ui/PasswordRequirements.test.tsx', 'summarises progress in a polite live region that updates'),
      t(
        'tests/e2e/registration.spec.ts',
        'a taken email and a taken username are refused on their fields, the email with a reset offer',
      ),
      t(
        'src/features/login/login.test.tsx',
        'says to wait 5 minutes after five failures (TOO_MANY_ATTEMPTS)',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    applies: true,
    how: 'Legal agreements are accepted by ticking a box and then Agree; deleting a contact, removing a passkey and revoking a device ask first; leaving settings with an unsaved change asks first.',
    tests: [
      t(
        'src/features/obligations/legal-agreements.test.tsx',
        'Agree without the box shows the message; with it the agreements are accepted and lena goes on',
      ),
      t(
        'src/common/contacts/ContactList.test.tsx',
        'deletes after confirmation: one DELETE, the item goes, a toast, and the other email is now the only one',
      ),
      t(
        'src/features/settings/PasskeysTab.isolated.test.tsx',
        'removes a passkey after the question, and the list is empty again',
      ),
      t(
        'src/features/settings/settings.test.tsx',
        'asks before Back discards a change, and goes to the landing page',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    applies: true,
    how: "In create account, going back from the account step (by its button or the browser's Back) keeps confirm-email, the terms tick, the checked code (no new code sent) and the username typed there; an address the invitation gave starts its confirmation filled in; a value the sign-in frame received before the app took over is kept.",
    tests: [
      t(
        'src/features/registration/create-account.test.tsx',
        'back from the account step keeps confirm-email, the terms and the checked code: nothing is asked twice',
      ),
      t(
        'src/features/registration/create-account.test.tsx',
        'back from the account step and on again keeps the username typed there',
      ),
      t(
        'src/features/registration/create-account.test.tsx',
        "the browser's Back from the account step keeps the username too",
      ),
      t(
        'src/features/registration/create-account.test.tsx',
        'does not ask again for the address the invitation gave: its confirmation starts filled in',
      ),
      KEYBOARD.createAccount,
      t(
        'tests/e2e/prerender.spec.ts',
        'the login frame paints before the app, and keeps what was typed into it',
      ),
    ],
    exceptions: [],
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    applies: true,
    how: "No cognitive test is needed to sign in: password fields allow paste and password managers (autocomplete), a password can be shown, codes can be pasted whole (up to the contract's 20 characters), and a passkey signs in without a password. The captcha the product's rules bring after wrong passwords can be a cognitive test (a provider's challenge), so the passkey button is offered beside it, and on the password step too, as the other way in.",
    tests: [
      t('src/ui/Field.test.tsx', 'toggles visibility with a pressed button, by mouse and keyboard'),
      t('src/ui/CodeInput.test.tsx', 'keeps a pasted code longer than six digits whole, up to 20'),
      t(
        'src/common/code-entry/CodeEntryStep.test.tsx',
        'sends a pasted code longer than six digits whole (the contract allows 20)',
      ),
      t(
        'src/features/login/passkey-signin.isolated.test.tsx',
        'signs ava in with the button alone, landing on the sanitised redirectUrl',
      ),
      t(
        'src/features/login/passkey-signin.isolated.test.tsx',
        'offers the passkey on the password step too, and signs in from there',
      ),
      t(
        'src/features/login/passkey-signin.isolated.test.tsx',
        'offers the passkey while the captcha is shown: a person who cannot solve it has another way',
      ),
      t(
        'tests/e2e/passkeys-signin.spec.ts',
        'past the captcha by keyboard: the passkey beside it signs ava in without solving it',
      ),
    ],
    exceptions: [
      'The alternative beside the captcha is a passkey: with a captcha provider configured, a person who has registered none and cannot solve its challenge has no other way in than help.',
    ],
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    applies: true,
    how: 'Native elements first; custom parts expose their state: aria-current on the current tab and step, aria-expanded on the sign-in tip, aria-pressed on the show-password toggle, aria-busy on a busy button, dialogs named by their title.',
    tests: [
      t('src/ui/LinkTabs.test.tsx', 'renders the tabs as links, the current one with aria-current="page"'),
      t(
        'src/ui/Stepper.test.tsx',
        'marks the current step with aria-current="step" and the earlier ones completed',
      ),
      t('src/ui/ConfirmDialog.test.tsx', 'is an alertdialog named by its title and described by its message'),
      t(
        'src/ui/Button.test.tsx',
        'when busy: aria-busy, keeps its name, shows a spinner and swallows clicks',
      ),
      AXE.passkeys,
      t(
        'src/app/SessionExpiry.test.tsx',
        'describes the dialog with the seconds left, so a screen reader says them as it opens',
      ),
      t(
        'src/features/obligations/change-password.test.tsx',
        "says the time left in the dialog's description, and Stop the countdown keeps the person there until OK",
      ),
      t('tests/screen-reader/signed-in.test.tsx', 'the session expiry warning, with the time left'),
      ...SWEEP_TESTS,
    ],
    untested: SWEEP_TITLES,
    exceptions: [],
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    applies: true,
    how: "Toasts speak from live regions that exist before them (status for success, alert for errors), each once; while a modal dialog is open the dialog hosts those regions, so a toast is heard and reached there, not in the inert page. Loading is a labelled status; the password rules' progress is polite; a field's error is said in the form's live region as it appears or changes while typing; the impersonation banner is announced once when it appears, and its end warnings in a second region (its ticking countdown in none); the captcha's expiry is announced; clearing a remembered account in account settings is confirmed in a status message that stays on the page. A virtual screen reader in the unit tests asserts what is spoken in the journeys where speech is the only cue.",
    tests: [
      t('src/ui/Toasts.test.tsx', 'announces success politely in a status region that existed before'),
      t('src/features/settings/RememberedOnThisDevice.test.tsx', 'clears them all at once, and says so'),
      t('src/ui/Toasts.test.tsx', 'announces errors assertively (role="alert")'),
      t('src/ui/Toasts.test.tsx', 'says the same words once while they show, and again once they are gone'),
      t(
        'src/common/data/QueryBoundary.test.tsx',
        'shows a labelled spinner under the heading while pending, then the content',
      ),
      t(
        'src/features/support/support.test.tsx',
        'shows who, by whom, why and the time left on the pages that follow, announced once',
      ),
      t('src/ui/Field.test.tsx', 'warns politely while Caps Lock is on'),
      t(
        'src/ui/Toasts.test.tsx',
        'show inside the dialog, not in the inert page behind it, and on the page again once it closes',
      ),
      t(
        'tests/screen-reader/signin.test.tsx',
        'a wrong password: the error block takes the focus and its words are spoken',
      ),
      t(
        'tests/screen-reader/signin.test.tsx',
        'the captcha appearing: the failure that brings it says to confirm being no robot',
      ),
      t(
        'tests/screen-reader/signin.test.tsx',
        'an error toast: said at once, from the assertive toast region',
      ),
      t(
        'tests/screen-reader/forms.test.tsx',
        'a field error is spoken as it appears while typing, and again when it changes',
      ),
      t(
        'tests/screen-reader/forms.test.tsx',
        'Enter in a blank field: the error is spoken though the focus stays where it is',
      ),
      t('tests/screen-reader/forms.test.tsx', 'a code sent: the focused code field says where it went'),
      t('tests/screen-reader/signed-in.test.tsx', 'a toast, and the language change it is said in'),
      t('tests/screen-reader/signed-in.test.tsx', 'the session expiry warning, with the time left'),
      t('tests/screen-reader/signed-in.test.tsx', 'the impersonation banner, as the impersonation starts'),
      t(
        'src/features/support/support.test.tsx',
        'warns, with the time left, five minutes and one minute before it ends',
      ),
      t(
        'src/features/login/Captcha.test.tsx',
        'announces the expiry in a live region and asks again, the box unticked',
      ),
    ],
    untested:
      "The virtual screen reader (@guidepup/virtual-screen-reader under jsdom) models the live regions and focus, not a real reader on a real browser; the alert event a new role=alert fires is added by the tests' listener.",
    exceptions: [],
  },
];
