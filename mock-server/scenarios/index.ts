import type { MockContext } from '../core/context';
import { defaultScenario } from './default';
import { emptyScenario } from './empty';

/** A named starting state of the mock backend. Adding one: a file here, and its name in this list. */
export interface Scenario {
  name: string;
  description: string;
  seed(context: MockContext): Promise<void>;
}

export const scenarios: Scenario[] = [defaultScenario, emptyScenario];
