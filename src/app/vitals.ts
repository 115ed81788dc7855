/** The lazy chunk src/main.tsx loads once the page has loaded (short name: the entry names it). See ./fieldMetrics. */
import { startFieldMetrics } from './fieldMetrics';

startFieldMetrics();
