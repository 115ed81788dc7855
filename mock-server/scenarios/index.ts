import { MockContext, type Scenario } from '../core/context.ts';
import { defaultScenario } from './default.ts';
import { emptyScenario } from './empty.ts';

export type { Scenario } from '../core/context.ts';

/** The built-in scenarios. Adding one: a file here, and its name in this list. */
export const scenarios: Scenario[] = [defaultScenario, emptyScenario];

export class UnknownScenarioError extends Error {
  constructor(readonly scenarioName: string) {
    super(`unknown scenario '${scenarioName}'`);
  }
}

/** The built-in scenario of that name; UnknownScenarioError when there is none. */
export function findScenario(name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (!scenario) throw new UnknownScenarioError(name);
  return scenario;
}

/** A context with the built-in scenario of that name loaded. */
export async function createMockContext(scenarioName = 'default'): Promise<MockContext> {
  const scenario = findScenario(scenarioName);
  const context = new MockContext(scenario);
  await context.loadScenario(scenario);
  return context;
}
