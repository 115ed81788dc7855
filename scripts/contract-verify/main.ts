/**
 * `npm run contract:verify -- --server <origin>`: checks a running backend against openapi/ along a
 * scripted sign-in journey (openapi/README.md "Checking a real backend").
 */
import { parseOptions, StopError } from './options.ts';
import { EXIT, runVerification } from './run.ts';

try {
  const outcome = await runVerification(parseOptions(process.argv.slice(2)), (line) => console.log(line));
  process.exitCode = outcome.exitCode;
} catch (error) {
  if (!(error instanceof StopError)) throw error;
  console.error(error.message);
  process.exitCode = EXIT.stopped;
}
