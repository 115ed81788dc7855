/**
 * When a document whose first screen waits for its route's first reads asks for the app's code (issue 66).
 * That screen is what the person waits for, and it needs the reads alone, not the code: the app takes it
 * over later, while the person types. Asked beside the reads, the code (the entry and about thirty
 * chunks) shared the phone's connection with them, and the head spent about 90 ms of its parse (at 4x)
 * adding the chunks' links before the body could be read. So on such a document the route start's
 * module preloads and the boot script's entry are asked once the reads have answered (or failed) and the
 * frame that shows the screen is drawn; at the latest `CODE_AFTER_READS_LATEST_MS` into the page, so that
 * reads that hang leave the app to show what is pending. Alternated at 4x, 8 runs each (medians, ms):
 * the reset link's first field 1,060 → 944, long tasks 378 → 254, the form working 2,638 → 2,960 on one
 * machine; on another, date of birth 818 → 754, 97 → 71, 2,476 → 2,781, create account 767 → 743,
 * 204 → 170, 2,472 → 2,929. The later take-over lands more often while the person presses the screen's
 * button: that press is finished on the app's same one (../prerendered/frame.ts, `counterpartIn`).
 *
 * Both scripts call it: the route start (scripts/build/route-start-in-page.ts) in `<head>` and the
 * boot script (src/features/login/frame/boot.ts) after the screen. Every other document (sign-in's, and
 * a signed-in page with no first screen, whose reads the app alone can show) asks its code at once.
 */
import { FIRST_READ_ANSWERS } from './firstScreen.ts';

/**
 * On the route preloads' JSON element (scripts/build/route-start.ts) of a document whose first screen
 * waits for its first reads: the build's `withFirstScreen` (scripts/build/first-screens/plugin.ts) sets it.
 */
export const CODE_AFTER_READS_ATTRIBUTE = 'data-code-after-first-reads';

/**
 * The latest the code is asked, in ms from the navigation's start, answered or not. On the phone's profile
 * (4x, 150 ms round trips) the reads of a page that waits longest (create account: the invitation, then
 * its client's flag) answer about 1.1 to 1.3 s in.
 */
export const CODE_AFTER_READS_LATEST_MS = 1_500;

/**
 * Runs `askForCode` once: at once, or on a document so marked once its first reads are done or at the
 * latest time (above), `deferred` then: the screen shows, or the reads hang, and nothing waits for the
 * code but the app's take-over.
 */
export function codeAfterFirstReads(askForCode: (deferred: boolean) => void): void {
  const answers = (window as unknown as Record<string, Promise<unknown> | undefined>)[FIRST_READ_ANSWERS];
  if (!answers || !document.querySelector(`[${CODE_AFTER_READS_ATTRIBUTE}]`)) return askForCode(false);
  let asked = false;
  const once = () => {
    if (asked) return;
    asked = true;
    askForCode(true);
  };
  setTimeout(once, Math.max(0, CODE_AFTER_READS_LATEST_MS - performance.now()));
  // The screen shows in the answers' own callbacks; a task after its frame, not in it.
  void answers.then(() => requestAnimationFrame(() => setTimeout(once)));
}
