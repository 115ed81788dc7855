/** The lazy chunk src/main.tsx asks for as the app starts (a short name: the entry spells it). See ./fieldMetrics. */
import { startFieldMetrics } from './fieldMetrics';

startFieldMetrics();
