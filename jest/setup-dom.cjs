require('@testing-library/jest-dom');

// A component test that types, clicks and pages through a list spends most of its time in jsdom's layout-free
// rendering, which a busy 2-core machine slows several-fold: the episode list's first test takes 4 s alone and went
// past Jest's 5 s while the server suites ran beside it (2026-12-07). 20 s: a test that hangs still fails.
jest.setTimeout(20_000);

// jsdom has no MessageChannel (the page's `nextTask` and React's scheduler use one in the browser). This one delivers
// each message in a task of its own through setTimeout, so fake time moves it on as it moves the page's timers (Node's
// own MessageChannel would not: its messages are outside Jest's clock).
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    onmessage = null;
    other = null;
    closed = false;
    postMessage(data) {
      const target = this.other;
      setTimeout(() => {
        if (!target.closed && typeof target.onmessage === 'function') target.onmessage({ data, target });
      }, 0);
    }
    close() {
      this.closed = true;
    }
    start() {}
  }
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
