import type { Scenario } from './index.ts';
import { seedReferenceData } from './reference-data.ts';

export const emptyScenario: Scenario = {
  name: 'empty',
  description: 'Reference data only (option lists, agreements, products, providers); no people.',
  async seed(context) {
    await seedReferenceData(context);
  },
};
