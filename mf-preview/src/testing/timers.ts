/**
 * Test helpers of the preview's pages: the store state they start from, fake time that lets React render, and the
 * player's first frame.
 */
import { act, fireEvent } from '@testing-library/react';
import type { RootState } from '@dl/shared-config';
import { apiState } from '@dl/shared-config/testing';

/** The store state every page test starts from: the API at the test page's own origin. */
export const apiAtOrigin: Partial<RootState> = apiState({ domain: 'dl.example.com' });

/** Fake timers that leave Node's own scheduling (used by fetch bodies) alone. */
export function useTestTimers(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}

/**
 * Moves fake time on in steps of at most one second, letting React render between steps (a single long
 * act() would hold back the renders, and the timers they schedule, until its end).
 */
export async function advanceTime(ms: number, { act }: { act: (cb: () => Promise<void>) => Promise<void> }): Promise<void> {
  let left = ms;
  do {
    const step = Math.min(1000, left);
    await act(async () => void (await jest.advanceTimersByTimeAsync(step)));
    left -= step;
  } while (left > 0);
}

/**
 * The player shows its first frame (jsdom plays nothing): what the page waits for before it loads its secondary parts
 * and calls (the share menu's actions, the clip panel, the preview endpoint's description, the retention).
 */
export async function showFirstFrame(): Promise<void> {
  fireEvent.loadedData(document.querySelector('video, audio')!);
  await advanceTime(0, { act });
}
