import { RetryPlugin } from '@module-federation/retry-plugin';

/** A remote's manifest or script that fails to load is tried again before its area shows an error panel. */
export default () =>
  RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 300 },
    script: { retryTimes: 2, retryDelay: 300 },
  });
