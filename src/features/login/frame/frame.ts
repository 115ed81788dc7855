/**
 * The sign-in frame as the app sees it (./boot.ts); none outside a build. No React: the shell uses it.
 * Finding and releasing it is any prerendered screen's (src/common/prerendered/frame.ts).
 */
import { BOOT_HANDOFF, type BootHandoff } from './boot.ts';

export {
  PRERENDERED_FRAME_ID,
  prerenderedFrame,
  releasePrerenderedFrame,
} from '../../../common/prerendered/frame.ts';

/** What the boot script asked before the app ran, taken once: a later visit within the app asks afresh. */
export function takeFromBoot<K extends keyof BootHandoff>(key: K): BootHandoff[K] | undefined {
  const handoff = (window as unknown as Record<string, BootHandoff | undefined>)[BOOT_HANDOFF];
  const value = handoff?.[key];
  if (handoff) delete handoff[key];
  return value;
}
