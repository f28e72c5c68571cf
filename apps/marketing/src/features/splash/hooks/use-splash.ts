import { useEffect, useState } from "react";
import {
  APP_ACCESS_MS,
  FLAG_ROTATION_MS,
  PROGRESS_TICK_MS,
  SPLASH_MS,
} from "#features/splash/utils/constants.ts";

export interface SplashState {
  /** 0..100, one step per 30 ms tick. */
  progress: number;
  /** Index of the first flag shown in the strip; moves on every 100 ms. */
  flagOffset: number;
  /** The site may be used: the app's 2 s timer fired, or the splash finished. */
  accessGranted: boolean;
  /** The splash is still on screen (until its 3 s are up). */
  showing: boolean;
}

/**
 * The startup splash's timeline (docs/behaviours/public-site.md#splash): progress ticks every 30 ms, the flag strip
 * rotates every 100 ms, the app's own 2 s timer grants access (the splash fades and lets clicks through), and the
 * splash goes at 3 s.
 */
export function useSplash(flagCount: number): SplashState {
  const [progress, setProgress] = useState(0);
  const [flagOffset, setFlagOffset] = useState(0);
  const [accessGranted, setAccessGranted] = useState(false);
  const [showing, setShowing] = useState(true);

  useEffect(() => {
    const progressTimer = setInterval(() => {
      setProgress((value) => Math.min(100, value + 1));
    }, PROGRESS_TICK_MS);
    const flagTimer = setInterval(() => {
      setFlagOffset((value) => (flagCount > 0 ? (value + 1) % flagCount : 0));
    }, FLAG_ROTATION_MS);
    const accessTimer = setTimeout(() => setAccessGranted(true), APP_ACCESS_MS);
    const doneTimer = setTimeout(() => {
      clearInterval(progressTimer);
      clearInterval(flagTimer);
      setProgress(100);
      setAccessGranted(true);
      setShowing(false);
    }, SPLASH_MS);
    return () => {
      clearInterval(progressTimer);
      clearInterval(flagTimer);
      clearTimeout(accessTimer);
      clearTimeout(doneTimer);
    };
  }, [flagCount]);

  return { progress, flagOffset, accessGranted, showing };
}
