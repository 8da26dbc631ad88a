/**
 * The page's next task: what follows `await nextTask()` runs after the browser has had its turn (input, a paint), so
 * two pieces of start-up work make two short tasks instead of one long one (Lighthouse's Total Blocking Time counts
 * every task past 50 ms). `@dl/shared-config/tasks` is not a shared singleton: the shell's entry takes it before the
 * shared modules have loaded, and it holds no state.
 *
 * A message to itself rather than setTimeout: timers in a background tab are held back to once a second, which would
 * delay the start-up of a page opened in a new tab by seconds. (The unit tests' jsdom has no MessageChannel: theirs is
 * built on a timer, jest/setup-dom.cjs, which fake time moves on.)
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
