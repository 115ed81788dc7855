import { unstable_forceFrameRate } from 'scheduler';

/**
 * How often React's scheduler hands the main thread back while it renders concurrently (the first
 * screen's take-over, started in a transition by src/main.tsx; a navigation): about every 33 ms, not
 * React's default 5. Each hand-back ends a task, and the browser takes its turn before the next (a
 * frame, events, other tasks); on a phone's CPU those turns cost more than the rendering they cut into.
 * Sign-in's take-over on the phone profile at 7x CPU, interleaved runs: es-US 2,214-2,620 ms ->
 * 2,052-2,161 (4 each), en-US 2,019-2,136 -> 1,828-1,993 (3 each); every 16 ms, no gain over 5. A
 * slice stays under a long task's 50 ms however slow the CPU (the scheduler counts wall time), and a
 * key pressed during one waits at most that long.
 */
export const REACT_FRAME_RATE = 30;

export function paceReactScheduler(): void {
  unstable_forceFrameRate(REACT_FRAME_RATE);
}
