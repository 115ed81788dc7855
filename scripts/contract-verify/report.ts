/** The run's outcome per operation: the summary table, the JSON report and the JUnit XML file. */
import type { Mode } from './options.ts';
import { contract, type CallRecord, type Violation } from './verifier.ts';

export type OperationResult = 'conforms' | 'violates' | 'not-exercised';

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  result: OperationResult;
  calls: number;
  violations: Violation[];
  /** Why an operation was not exercised. */
  reason?: string;
}

export interface Report {
  server: string;
  mode: Mode;
  operations: OperationReport[];
}

/** Every operation of the service documents, in their order, with what the journey made of it. */
export function buildReport(
  server: string,
  mode: Mode,
  records: CallRecord[],
  reasonFor: (operationId: string) => string,
): Report {
  const operations = contract().operations.map((operation): OperationReport => {
    const operationId = operation.operationId!;
    const calls = records.filter((record) => record.operationId === operationId);
    const violations = calls.flatMap((record) => record.violations);
    const result: OperationResult =
      calls.length === 0 ? 'not-exercised' : violations.length > 0 ? 'violates' : 'conforms';
    return {
      operationId,
      method: operation.method,
      path: operation.fullPath,
      result,
      calls: calls.length,
      violations,
      ...(result === 'not-exercised' ? { reason: reasonFor(operationId) } : {}),
    };
  });
  return { server, mode, operations };
}

export function count(report: Report, result: OperationResult): number {
  return report.operations.filter((operation) => operation.result === result).length;
}

export function summaryTable(report: Report): string {
  const width = Math.max(...report.operations.map((operation) => operation.operationId.length));
  const lines = report.operations.map((operation) => {
    const detail =
      operation.result === 'violates'
        ? `${operation.violations[0]!.where}: ${operation.violations[0]!.message}`
        : operation.result === 'not-exercised'
          ? (operation.reason ?? '')
          : `${operation.calls} call${operation.calls === 1 ? '' : 's'}`;
    return `${operation.operationId.padEnd(width)}  ${operation.result.padEnd(13)}  ${detail}`;
  });
  return [
    `${'operation'.padEnd(width)}  ${'result'.padEnd(13)}  detail`,
    ...lines,
    `${count(report, 'conforms')} conform, ${count(report, 'violates')} violate, ${count(report, 'not-exercised')} not exercised (${report.mode} mode, ${report.server})`,
  ].join('\n');
}

const xml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** One test case per operation: a violation is a failure, an operation not exercised is skipped. */
export function junitXml(report: Report): string {
  const cases = report.operations.map((operation) => {
    const open = `    <testcase classname="contract.${report.mode}" name="${xml(`${operation.operationId} ${operation.method} ${operation.path}`)}">`;
    if (operation.result === 'conforms') return `${open}</testcase>`;
    if (operation.result === 'not-exercised')
      return `${open}<skipped message="${xml(operation.reason ?? 'not exercised')}"/></testcase>`;
    const [first] = operation.violations;
    const all = operation.violations.map((v) => `${v.status} ${v.where}: ${v.message}`).join('\n');
    return `${open}<failure message="${xml(`${first!.where}: ${first!.message}`)}">${xml(all)}</failure></testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:verify" tests="${report.operations.length}" failures="${count(report, 'violates')}" skipped="${count(report, 'not-exercised')}">`,
    `  <testsuite name="${xml(`${report.server} (${report.mode})`)}" tests="${report.operations.length}" failures="${count(report, 'violates')}" skipped="${count(report, 'not-exercised')}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
