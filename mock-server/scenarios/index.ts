import type { MockContext } from '../core/context.ts';
import { defaultScenario } from './default.ts';
import { emptyScenario } from './empty.ts';

/** A named starting state of the mock backend. Adding one: a file here, and its name in this list. */
export interface Scenario {
  name: string;
  description: string;
  seed(context: MockContext): Promise<void>;
  /** The scenario file it was loaded from, when it came from one (a world's export carries it). */
  file?: unknown;
}

export const scenarios: Scenario[] = [defaultScenario, emptyScenario];
