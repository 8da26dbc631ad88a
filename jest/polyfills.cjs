// jsdom lacks TextEncoder/TextDecoder (react-router 7 needs them at import time) and the fetch family
// (RTK Query needs them): take Node's own.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
    if (typeof window[name] === 'undefined' && typeof global[name] !== 'undefined') window[name] = global[name];
  }
}
// Build-time constants that rspack's DefinePlugin injects.
Object.assign(globalThis, { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test', __BUILD_LABEL__: 'test' });
