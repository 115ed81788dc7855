/**
 * The route sweep's rendered DOMs, written by ../route-sweep.spec.ts at each checker width and read by
 * ../route-sweep-html.spec.ts, which runs once the whole sweep has (a project of its own that depends on
 * the sweep's, playwright.config.ts): the sweep's visits spread over both workers, and the Nu Html
 * Checker validates them all in one Java run.
 */
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

/** Where axe, HTML_CodeSniffer and the Nu Html Checker look: a desktop's width and a phone's. */
export const CHECKER_WIDTHS: readonly number[] = [1280, 375];

/** The page the canary test spoils: each checker must report its fault, or the sweep proves nothing. */
export const CANARY = 'canary: a spoilt page';

/** A visit's name as a file name: what is not a letter, digit, dot or dash becomes `_`. */
export function fileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_');
}

/** The rendered DOMs: one file per page and width, named after the visit. */
export function domDir(info: TestInfo): string {
  return join(info.project.outputDir, 'route-sweep-dom');
}
