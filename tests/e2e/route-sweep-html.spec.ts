/**
 * The W3C Nu Html Checker over every page the route sweep rendered (./route-sweep.spec.ts writes each
 * page's DOM at both checker widths, ./sweep/rendered.ts): one Java run, after the whole sweep, as the
 * project "html-validity" that depends on the sweep's (playwright.config.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support';
import { PSEUDO_LOCALE } from '../../mock-server/pseudo-locale.ts';
import { nuCheck, type NuMessage } from './sweep/checkers';
import { CANARY, CHECKER_WIDTHS, domDir, fileName } from './sweep/rendered';

// eslint-disable-next-line no-empty-pattern -- the test needs no fixture, only its info
test('the Nu Html Checker finds no error in any swept page', async ({}, info) => {
  test.setTimeout(180_000);
  const dir = domDir(info);
  const files = readdirSync(dir).map((file) => join(dir, file));
  // Each swept page of this run is here at both checker widths (fewer when a visit failed first).
  expect(files.length).toBeGreaterThan(0);
  const messages = await nuCheck(files);
  const problems = messages.filter(isNuProblem).map((message) => {
    const file = message.url?.replace(/^.*\//, '') ?? '';
    return `${file}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message} «${message.extract?.trim() ?? ''}»`;
  });
  // The canary's image without alt is seen, at both widths: the run did check the pages.
  const canary = fileName(CANARY);
  expect(problems.filter((problem) => problem.startsWith(canary) && /“alt”/.test(problem))).toHaveLength(
    CHECKER_WIDTHS.length,
  );
  expect(problems.filter((problem) => !problem.startsWith(canary))).toEqual([]);
});

/**
 * The Nu Html Checker's messages the sweep fails on: every error, and every warning but those listed
 * in IGNORED_NU_WARNINGS, each with the reason it does not apply, so a new one is looked at before it
 * is let through.
 */
function isNuProblem(message: NuMessage): boolean {
  if (message.type === 'error' || message.type === 'non-document-error') return true;
  if (message.subType !== 'warning') return false;
  return !IGNORED_NU_WARNINGS.some((pattern) => pattern.test(message.message));
}

const IGNORED_NU_WARNINGS: RegExp[] = [
  // The checker guesses a page's language from its text and warns when `lang` names another. Every
  // swept page is in the pseudo-locale, accented English that is no language to guess: a long page of
  // it (the legal texts) was once taken for Icelandic. The `lang` itself is checked (screenFindings).
  new RegExp(
    `^This document appears to be written in .+ but the “html” start tag has “lang="${PSEUDO_LOCALE}"”`,
  ),
];
