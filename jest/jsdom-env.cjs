// jsdom with Node's own fetch family, so RTK Query talks HTTP in component tests as it does in the browser.
const { TestEnvironment } = require('jest-environment-jsdom');
const { withOwnTmp } = require('./own-tmp.cjs');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel']) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}
// With a temporary folder of the test file's own (jest/own-tmp.cjs).
module.exports = withOwnTmp(JsdomWithFetch);
