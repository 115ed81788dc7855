/**
 * One verification run: the journey of the mode, then the report. Returns the exit code rather than
 * exiting, so the tests run it in-process.
 */
import { writeFile } from 'node:fs/promises';
import { accountWrites } from './journey-full.ts';
import { READ_ONLY_OPERATIONS, readOnlyJourney, signIn } from './journey-read.ts';
import { NOT_IN_FULL_JOURNEY, signedInTokens, signedOutWrites } from './journey-tokens.ts';
import { StopError, type VerifyOptions } from './options.ts';
import { createMailbox } from './outbox.ts';
import { buildReport, count, junitXml, summaryTable, type Report } from './report.ts';
import { TransportError } from './session.ts';
import { contract, createVerifier } from './verifier.ts';

/** 0: everything conforms; 1: a violation (or, with --require-all, an operation not reached); 2: the run could not be made. */
export const EXIT = { ok: 0, violations: 1, stopped: 2 } as const;

export interface Outcome {
  exitCode: number;
  report: Report;
  /** The one sentence that stopped the run, if one did. */
  stopped?: string;
}

export const FULL_MODE_WARNING = (options: VerifyOptions) =>
  `Full mode WRITES to ${options.server} as '${options.username}': settings saved and restored, a phone and an email added and deleted, the password changed and changed back, usernames and names re-saved unchanged, an agreement accepted, a reset link requested and deleted, an email-verification token executed, every session of the account signed out.`;

export async function runVerification(
  options: VerifyOptions,
  print: (line: string) => void,
): Promise<Outcome> {
  if (options.mode === 'full') print(FULL_MODE_WARNING(options));
  const v = createVerifier(options, print);
  const skipped = new Map<string, string>();
  const skip = (operationId: string, reason: string) => void skipped.set(operationId, reason);
  let stopped: string | undefined;
  try {
    const learned = await readOnlyJourney(v, options);
    if (options.mode === 'full') {
      const mail = createMailbox(options);
      await signIn(v, options);
      await accountWrites(v, options, learned, mail, skip);
      await signedInTokens(v, options, learned, mail, skip);
      await v.call('logoutAllSessions');
      await signIn(v, options);
      await v.call('plainLogout');
      await signedOutWrites(v, options, learned, mail, skip);
    }
  } catch (error) {
    if (error instanceof TransportError) {
      stopped = v.records.some((record) => record.status > 0)
        ? `The server stopped answering during the journey (${error.message}).`
        : `Cannot reach ${options.server}: ${error.message}.`;
    } else if (error instanceof StopError) stopped = error.message;
    else throw error;
  }

  const planned = new Set(
    options.mode === 'full'
      ? contract()
          .operations.map((op) => op.operationId!)
          .filter((id) => !(id in NOT_IN_FULL_JOURNEY))
      : READ_ONLY_OPERATIONS,
  );
  const reasonFor = (operationId: string) =>
    NOT_IN_FULL_JOURNEY[operationId] ??
    skipped.get(operationId) ??
    (stopped
      ? 'the run stopped before it'
      : options.mode === 'read-only' && !planned.has(operationId)
        ? 'writes: only in --mode full'
        : 'not reached');
  const report = buildReport(options.server, options.mode, v.records, reasonFor);

  print('');
  print(summaryTable(report));
  if (options.report) await writeFile(options.report, `${JSON.stringify(report, null, 2)}\n`);
  if (options.junit) await writeFile(options.junit, junitXml(report));

  const unreached = report.operations.filter(
    (op) => planned.has(op.operationId) && op.result === 'not-exercised',
  );
  if (stopped) {
    print(stopped);
    return { exitCode: EXIT.stopped, report, stopped };
  }
  if (count(report, 'violates') > 0) return { exitCode: EXIT.violations, report };
  if (options.requireAll && unreached.length > 0) {
    print(`--require-all: not reached: ${unreached.map((op) => op.operationId).join(', ')}.`);
    return { exitCode: EXIT.violations, report };
  }
  return { exitCode: EXIT.ok, report };
}
