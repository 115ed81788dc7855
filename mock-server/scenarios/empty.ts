import emptyFile from './empty.json' with { type: 'json' };
import { defaultScenario } from './default.ts';
import { checkScenarioFile, fileScenario } from './file.ts';
import type { Scenario } from '../core/context.ts';

/** A scenario file like any a QA team keeps (`empty.json`), checked against the contract's ScenarioFile. */
const checked = checkScenarioFile(emptyFile);
if (typeof checked === 'string') throw new Error(`mock-server/scenarios/empty.json: ${checked}`);

export const emptyScenario: Scenario = fileScenario(checked, defaultScenario);
