/**
 * The two independent checkers the route sweep runs beside axe (../axe.ts): HTML_CodeSniffer (WCAG2AA,
 * inside the page) and the W3C Nu Html Checker (vnu.jar, on the rendered DOMs, one Java run for many pages).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** HTML_CodeSniffer's built script, read once per worker. */
let htmlcsSource: string | undefined;

/**
 * English messages HTML_CodeSniffer 2.5.1 asks for but does not ship: without them its input-purpose
 * rule (autocomplete tokens on the wrong kind of control) throws instead of reporting.
 */
const HTMLCS_MISSING_MESSAGES: Record<string, string> = {
  '1_3_5_H98.InvalidAutoComplete_Text':
    'Invalid autocomplete value: {{x}}. Element does not belong to Text control group.',
  '1_3_5_H98.InvalidAutoComplete_Multiline':
    'Invalid autocomplete value: {{x}}. Element does not belong to Multiline control group.',
  '1_3_5_H98.InvalidAutoComplete_Password':
    'Invalid autocomplete value: {{x}}. Element does not belong to Password control group.',
  '1_3_5_H98.InvalidAutoComplete_Url':
    'Invalid autocomplete value: {{x}}. Element does not belong to Url control group.',
  '1_3_5_H98.InvalidAutoComplete_Telephone':
    'Invalid autocomplete value: {{x}}. Element does not belong to Telephone control group.',
  '1_3_5_H98.InvalidAutoComplete_Numeric':
    'Invalid autocomplete value: {{x}}. Element does not belong to Numeric control group.',
  '1_3_5_H98.InvalidAutoComplete_Month':
    'Invalid autocomplete value: {{x}}. Element does not belong to Month control group.',
  '1_3_5_H98.InvalidAutoComplete_Date':
    'Invalid autocomplete value: {{x}}. Element does not belong to Date control group.',
  '4_1_2_attribute': 'attribute',
};

/**
 * HTML_CodeSniffer's WCAG2AA errors on the page as it is. Its script is evaluated through the
 * browser's debugging protocol, which the page's Content-Security-Policy does not govern, so the policy
 * stays on (the sweep checks it) and still nothing inline is let in.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  htmlcsSource ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(htmlcsSource);
    await page.evaluate((missing) => {
      // The script's UMD wrapper puts its catalogue of messages on the window as `translation`.
      const english = (window as unknown as { translation: { en: Record<string, string> } }).translation.en;
      for (const [key, text] of Object.entries(missing)) english[key] ??= text;
    }, HTMLCS_MISSING_MESSAGES);
  }
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (
                standard: string,
                root: Document,
                done: () => void,
                failed: () => void,
                language: string,
              ) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const ERROR = 1;
        // Messages in English whatever the page's language: its catalogues have no pseudo-locale.
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === ERROR)
                .map((message) => {
                  const element = message.element;
                  const where =
                    element instanceof Element
                      ? element.outerHTML.replace(/>[\s\S]*$/, '>').slice(0, 160)
                      : 'the document';
                  return `${message.code}: ${message.msg} at ${where}`;
                }),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run WCAG2AA')),
          'en',
        );
      }),
  );
}

/** The path of vnu.jar, from the vnu-jar package. */
export function vnuJar(): string {
  return String(require('vnu-jar') as string);
}

/** Java's `java`, or a failure that says how to install it (the suite fails, it does not skip). */
export function requireJava(): string {
  const java = process.env.JAVA ?? 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    throw new Error(
      `The Nu Html Checker needs a Java runtime and "${java}" did not run: install one with ` +
        '`bash scripts/install-java.sh` (Debian: default-jre-headless).',
    );
  return java;
}

export type NuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** Validates the given HTML files in one run of the Nu Html Checker and returns its messages. */
export async function nuCheck(files: string[]): Promise<NuMessage[]> {
  const java = requireJava();
  // One JVM for every page: its start-up is most of a small page's cost.
  const child = spawn(
    java,
    ['-Xss4m', '-jar', vnuJar(), '--format', 'json', '--exit-zero-always', '--stdout', ...files],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`vnu.jar exited ${code}: ${stderr}`);
  return (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
}
