/**
 * The page's next task: what follows `await nextTask()` runs after the browser has had its turn (input, a paint), so
 * two pieces of start-up work make two short tasks instead of one long one (Lighthouse's Total Blocking Time counts
 * every task past 50 ms). `@dl/shared-config/tasks` is not a shared singleton: the shell's entry takes it before the
 * shared modules have loaded, and it holds no state.
 *
 * A message to itself rather than setTimeout: timers in a background tab are held back to once a second, which would
 * delay the start-up of a page opened in a new tab by seconds.
 */
export function nextTask(): Promise<void> {
  // jsdom (the unit tests' page) has no MessageChannel: a timer there, which the tests' fake time moves on.
  if (typeof MessageChannel === 'undefined') return new Promise<void>((resolve) => setTimeout(resolve, 0));
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** `value`, in the next task (for a promise chain: `.then(inNextTask)`). */
export const inNextTask = <T>(value: T): Promise<T> => nextTask().then(() => value);
