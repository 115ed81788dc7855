/**
 * The accessibility statement's data: every WCAG 2.2 level A and AA success criterion, how the product
 * meets it (or why it does not apply), the tests that prove it and what is known not to meet it yet.
 * `npm run a11y:report` writes docs/accessibility.md from this list; `report.test.ts` fails when a named
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
const CHECKER_SWEEP_PENDING =
  'axe runs on the journeys listed, not yet on every route and state of the route table.';

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
    ],
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
    ],
    exceptions: [],
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    applies: true,
    how: "The DOM order is the reading order: no CSS reorders content (no order property, no reversed flex); the date of birth puts its parts in the language's order in the DOM, not by CSS.",
    tests: [
      t(
        'src/ui/DateOfBirthInput.test.tsx',
        'is a fieldset named by its legend with three labelled controls in the language order',
      ),
    ],
    untested: 'No test compares the visual order with the DOM order page by page.',
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
    how: 'No CSS or script locks the orientation; the layout is one column below 560 px and wider above, whichever way the device is held.',
    tests: [],
    untested: 'No test turns a device; journeys run at 375 and 1280 px wide only.',
    exceptions: [],
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    applies: true,
    how: "Fields about the person carry their autocomplete token: username (with webauthn), current-password, new-password, email, given-name, family-name, bday-day/month/year, tel-country-code and tel-national, one-time-code. Free-text fields of no personal purpose (a passkey's name, a client search, an impersonation reason) say off.",
    tests: [
      t(
        'src/features/recovery/recovery.test.tsx',
        'shows the email field with its label, autocomplete and a Cancel link to sign-in',
      ),
      t(
        'src/features/obligations/username.test.tsx',
        'says each new user id is a username, so autofill and password managers know it',
      ),
      t(
        'src/ui/PhoneInput.test.tsx',
        'is a labelled tel input with a labelled country select, wired to the error',
      ),
      t('src/ui/CodeInput.test.tsx', 'is a labelled one-time-code field with a numeric keyboard'),
      t('src/ui/Field.test.tsx', 'keeps caller key handlers and accepts new-password'),
    ],
    untested: 'No test walks every field of every form for its token.',
    exceptions: [],
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    applies: true,
    how: 'A field error is an icon and words ("Error:" before them for screen readers) beside the red border; password rules show an icon and a state in words; the current tab is marked by aria-current and a bar under it, not by its colour alone; links are underlined.',
    tests: [
      t(
        'src/ui/PasswordRequirements.test.tsx',
        'lists each rule with a visible icon and a screen-reader state',
      ),
      t('src/ui/Field.test.tsx', 'links description and error by aria-describedby and sets aria-invalid'),
      AXE.result,
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
    how: "One palette in src/ui/styles.css (text #1f2937 and muted #4b5563 on white and #f3f4f6); axe's colour-contrast rule runs on every page the e2e journeys check, with toasts held still so their fade cannot skew it. Lighthouse accessibility is 100 on sign-in (npm run bench, not in npm test).",
    tests: [AXE.login, AXE.registration, AXE.obligations, AXE.recovery, AXE.result, AXE.notices],
    untested: CHECKER_SWEEP_PENDING,
    exceptions: [],
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    applies: true,
    how: "Type sizes are in rem, so they follow the browser's text size; boxes grow with their text (min-height, not height, on fields and buttons).",
    tests: [],
    untested: 'No test enlarges the text to 200 %; the 320 px reflow check of a result page is the nearest.',
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
    how: 'Single column below 560 px; the settings tabs become a select; long unbroken values (references, addresses) wrap. The pseudo-locale sweep fails on clipped text or text past the viewport on every route at 375 px, with every text about 40 % longer.',
    tests: [
      t(
        'tests/e2e/shell.spec.ts',
        'a 32-character reference stays inside a 320 px screen; legal text keeps a readable measure',
      ),
      t('tests/e2e/pseudo-locale.spec.ts', 'every route of the route table is swept'),
    ],
    untested:
      'Only one page is checked at 320 px; the pseudo-locale sweep runs at 375 px (its per-route tests are titled by URL).',
    exceptions: [],
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    applies: true,
    how: 'Field borders are #6b7280 on white (4.8:1), invalid fields add a red (#b91c1c, 6.5:1) inset ring, and the focus ring is a 3 px #1d4ed8 outline (6.7:1 on white, 6.1:1 on the page grey).',
    tests: [],
    untested: 'axe does not measure the contrast of borders, icons or focus rings; no other test does.',
    exceptions: [],
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    applies: true,
    how: 'Text containers have no fixed height (the fixed sizes are icons, icon buttons and the initials avatar), and text that would be clipped is looked for on every route by the pseudo-locale sweep (longer text, not wider spacing).',
    tests: [t('tests/e2e/pseudo-locale.spec.ts', 'every route of the route table is swept')],
    untested: "No test applies the criterion's spacing (line height 1.5, letter spacing 0.12 em, …).",
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
    how: 'Only native controls (buttons, links, inputs, selects, native <dialog>); Enter in an incomplete form submits to show what is missing; every journey listed is driven by the keyboard.',
    tests: [
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
    untested: 'Recovery, create account, settings tabs and dialogs have no keyboard-only journey yet.',
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
    ],
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
    how: 'Under 60 s before the session ends a modal shows the seconds left and Stay prolongs it; a toast pauses while hovered or focused and has a close button.',
    tests: [
      t(
        'src/app/SessionExpiry.test.tsx',
        'shows the seconds left under 60 s; Stay prolongs the session and hides it',
      ),
      AXE.session,
      t('src/ui/Toasts.test.tsx', 'pauses while hovered and can be dismissed with its close button'),
      t('src/features/login/Captcha.test.tsx', 'expires after two minutes, which invalidates the field'),
    ],
    exceptions: [
      "After a password change the person is signed out 10 s later (the specification's countdown) with no way to extend it; OK signs out at once.",
      'An impersonation ends at its time with no warning before.',
      'The captcha answer expires after 2 minutes; the box is unticked and says so, but nothing is announced.',
      'Toasts go after 5 s; they pause while hovered or focused, but come last in the page, so the keyboard reaches one only past everything else, and behind an open modal not at all. Three errors exist only in a toast (impersonation start failure, step-up error before going back, the add-client result before its reload).',
    ],
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    applies: true,
    how: 'Nothing blinks or scrolls. The spinner turns only while something loads (slower under reduced motion); toasts do not animate under reduced motion.',
    tests: [t('src/ui/Toasts.test.tsx', 'disappears by timer when animations do not run')],
    untested: 'No test runs with prefers-reduced-motion.',
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
        'src/features/login/frame/markup.test.tsx',
        '%s: every in-page link of the frame (the skip link to the main) reaches an element it holds',
      ),
      AXE.login,
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
      t('tests/app/indexHtml.test.ts', 'is titled as the sign-in page until the app names the route'),
      t(
        'src/features/login/frame/boot.test.ts',
        "shows a reader of another language the frame in their language, by cookie or by the browser's",
      ),
      t(
        'src/app/LazyResultPage.test.tsx',
        'loads the page and its words when a result is shown, and titles the document after it',
      ),
    ],
    untested: 'The "Error:" prefix has no test of its own.',
    exceptions: [],
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    applies: true,
    how: "After a navigation focus goes to the new page's h1; after an error to the first field in error or the error block; a dialog takes focus and gives it back; when the focused control goes away (Forget on a remembered account, Continue on desktop, back to the step-up methods, a rename saved) focus moves to the control that takes its place, never to <body>.",
    tests: [
      t(
        'src/ui/PageHeading.test.tsx',
        'is the focusable h1 marked for route focus, with an optional subtitle',
      ),
      t('src/common/form/useAppForm.test.tsx', 'focuses the first invalid field and does not submit'),
      t(
        'src/features/login/remembered/remembered-accounts.test.tsx',
        'keeps the focus after Forget: on the account now in its place, then on the username field',
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
        'src/features/settings/PasskeysTab.test.tsx',
        'renames a passkey in its row, then gives the focus back to its Rename button',
      ),
      t(
        'src/ui/ConfirmDialog.test.tsx',
        'is busy while the confirmation runs, then closes and returns focus',
      ),
    ],
    untested: 'No journey checks at every Tab stop that focus is never on <body>.',
    exceptions: [],
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    applies: true,
    how: "Links say where they go; links that open a new tab say so in their name (footer, terms in create account, legal agreements' Read links).",
    tests: [
      t('src/ui/Layout.test.tsx', 'links open in a new tab, say so, and point inside the app by default'),
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
    how: "Every control shows a 3 px outline on :focus-visible; only what script focuses that is not a control (the page heading after a navigation, main after the skip link, a list's heading) shows none.",
    tests: [],
    untested: 'No test reads the focus ring at each stop of a keyboard journey.',
    exceptions: [],
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    applies: true,
    how: 'The toasts are the only thing fixed over the content; nothing is sticky.',
    tests: [],
    untested: 'No test checks that a toast or banner leaves the focused control visible.',
    exceptions: ['At 320–375 px a toast can cover the focused control.'],
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
    how: 'Actions run on click (the up event) of native buttons and links; no handler acts on pointer or mouse down.',
    tests: [],
    untested: 'No test presses and slides off a control; the code has no pointerdown or mousedown handler.',
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
    how: 'Fields and buttons are 48 px tall, icon buttons (show password, close) and pager buttons 40 × 40 px; links inside sentences are exempt (inline).',
    tests: [],
    untested:
      'Not measured: axe runs without its WCAG 2.2 rules (target-size), and no test measures targets.',
    exceptions: [
      'Checkboxes and the add-client radios are 20 × 20 px: they rely on the spacing exception and on their clickable label, which no test confirms.',
    ],
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
    ],
    exceptions: [],
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    applies: true,
    how: 'Each language picker option is marked with its own lang; the no-script message says itself in the three languages, each marked.',
    tests: [
      t(
        'tests/app/indexHtml.test.ts',
        'says the page needs JavaScript in each of the three languages, each marked with its language',
      ),
    ],
    untested: "No test reads the lang of the picker's options.",
    exceptions: [],
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    applies: true,
    how: 'Focus alone never submits, navigates or opens anything.',
    tests: [],
    untested: 'No test tabs through a page watching for a change of context.',
    exceptions: [],
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    applies: true,
    how: 'Below 560 px the settings tabs are a select whose choice is opened by a Show button, not on change. The Localization tab changes the language on Save; other selects only set their field.',
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
    ],
    exceptions: ["The header's language picker switches the language on every change, without a button."],
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
    how: 'The same function has the same name and component everywhere: one kit (src/ui), one code-entry step, one contact list, one change-password form shared by the flows that use them.',
    tests: [],
    untested: 'Held by the shared components, not by a test comparing names across pages.',
    exceptions: [],
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    applies: true,
    how: "No page offers a help mechanism (contact details, a contact form, a help page or a chat), so there is none to keep in the same place; the footer's links (privacy, legal, supported browsers) are the same on every page.",
    tests: [],
    untested: 'There is no help mechanism to test.',
    exceptions: ['Messages tell the person to "contact support" without a link or contact details.'],
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
    ],
    exceptions: ['Three errors exist only in a toast that goes after 5 s (see 2.2.1).'],
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    applies: true,
    how: 'Every field has a visible label, and a hint where the format matters (password rules, phone, shared mailbox); required fields say aria-required and show an asterisk.',
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
    ],
    exceptions: [
      'The asterisk is explained only in registration.',
      "Submit buttons stay disabled until required fields are filled (the specification's rule), without saying why; Enter shows what is missing.",
    ],
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
        'src/features/settings/PasskeysTab.test.tsx',
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
    how: 'In create account, going back from the account step keeps confirm-email, the terms tick and the checked code (no new code sent); a value the frame received before the app took over is kept.',
    tests: [
      t(
        'src/features/registration/create-account.test.tsx',
        'back from the account step keeps confirm-email, the terms and the checked code: nothing is asked twice',
      ),
      t(
        'tests/e2e/prerender.spec.ts',
        'the login frame paints before the app, and keeps what was typed into it',
      ),
    ],
    exceptions: [
      'Going back from the account step clears the username typed there.',
      'Confirm-email asks again for the address the invitation already gave.',
    ],
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    applies: true,
    how: "No cognitive test is needed to sign in: password fields allow paste and password managers (autocomplete), a password can be shown, codes can be pasted whole (up to the contract's 20 characters), and a passkey signs in without a password.",
    tests: [
      t('src/ui/Field.test.tsx', 'toggles visibility with a pressed button, by mouse and keyboard'),
      t('src/ui/CodeInput.test.tsx', 'keeps a pasted code longer than six digits whole, up to 20'),
      t(
        'src/common/code-entry/CodeEntryStep.test.tsx',
        'sends a pasted code longer than six digits whole (the contract allows 20)',
      ),
      t(
        'src/features/login/passkey-signin.test.tsx',
        'signs ava in with the button alone, landing on the sanitised redirectUrl',
      ),
    ],
    exceptions: [
      "A configured captcha provider's challenge can be a cognitive test, and the passkey, the other way in, is offered on the username step only: not on the password step nor beside the captcha, where a person who cannot solve it needs it.",
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
    ],
    untested: CHECKER_SWEEP_PENDING,
    exceptions: [
      'The session-expiry and password-change countdown dialogs have no description, so the time left is not read with their name.',
    ],
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    applies: true,
    how: "Toasts speak from live regions that exist before them (status for success, alert for errors), each once; loading is a labelled status; the password rules' progress is polite; the impersonation banner is announced once when it appears.",
    tests: [
      t('src/ui/Toasts.test.tsx', 'announces success politely in a status region that existed before'),
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
    ],
    untested:
      'No screen reader runs in the tests: the roles and live regions are checked, not what is spoken.',
    exceptions: [
      'A toast raised while a modal is open sits in the inert page behind it and is not announced.',
    ],
  },
];
