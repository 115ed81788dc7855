/**
 * What the app and its test use of React's scheduler (the package react-dom runs its concurrent
 * rendering on), which ships no types of its own: ./app/schedulerPace.ts.
 */
declare module 'scheduler' {
  export const unstable_NormalPriority: number;
  export function unstable_forceFrameRate(fps: number): void;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  export function unstable_shouldYield(): boolean;
}
