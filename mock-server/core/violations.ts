/**
 * The contract violations of one world's answers (GET /__mock/violations, mock-server/README.md "The contract
 * at run time"): one row per operation, status and problem, with how often and the journal entries that
 * showed it first and last, so a run's violations can be collected and asserted on, as Prism's proxy reports
 * them. Bounded: past MAX_VIOLATION_ROWS_PER_WORLD distinct rows, new kinds are only counted in `dropped`.
 */
import { MAX_VIOLATION_ROWS_PER_WORLD } from './limits.ts';

export interface ContractViolation {
  /** The operationId. */
  operation: string;
  method: string;
  /** The operation's path template, e.g. `/api/identity-orchestrator/v0/persons/me`. */
  path: string;
  status: number;
  /** What breaks: the field and what is wrong with it. */
  problem: string;
  count: number;
  firstSeq: number;
  lastSeq: number;
}

export class Violations {
  private rows = new Map<string, ContractViolation>();
  /** Violations not kept as rows because the cap was met. */
  dropped = 0;

  add(row: Omit<ContractViolation, 'count' | 'firstSeq' | 'lastSeq'>, seq: number): void {
    const key = JSON.stringify([row.operation, row.status, row.problem]);
    const found = this.rows.get(key);
    if (found) {
      found.count += 1;
      found.lastSeq = seq;
    } else if (this.rows.size >= MAX_VIOLATION_ROWS_PER_WORLD) this.dropped += 1;
    else this.rows.set(key, { ...row, count: 1, firstSeq: seq, lastSeq: seq });
  }

  all(): ContractViolation[] {
    return [...this.rows.values()].map((row) => ({ ...row }));
  }

  /** How many answers broke the contract (each problem of an answer counted once). */
  total(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.count, 0) + this.dropped;
  }

  clear(): void {
    this.rows.clear();
    this.dropped = 0;
  }
}
