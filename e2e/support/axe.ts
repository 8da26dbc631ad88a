import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface Viewport {
  width: number;
  height: number;
}

/** The two widths every state is checked at: a laptop and a phone. */
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };
export const VIEWPORTS: readonly Viewport[] = [DESKTOP, PHONE];

/**
 * axe-core for a page whose clock is held (page.clock.pauseAt): axe waits on its own zero-delay timers between rules,
 * which a held clock never fires, so this copy gets timers of its own on the page's real event loop (a MessageChannel,
 * which the clock leaves alone). Its longer timers, time limits on frames and preloads, do not run.
 */
const AXE_ON_HELD_CLOCK = `(function (setTimeout, clearTimeout) {
${axe.source}
}).apply(this, (function () {
  var channel = new MessageChannel(), waiting = new Map(), next = 1;
  channel.port1.onmessage = function (event) { var run = waiting.get(event.data); waiting.delete(event.data); if (run) run(); };
  return [
    function (fn, ms) {
      var id = next++, args = [].slice.call(arguments, 2);
      if (!(ms > 1)) { waiting.set(id, function () { fn.apply(null, args); }); channel.port2.postMessage(id); }
      return id;
    },
    function (id) { waiting.delete(id); },
  ];
})());`;

/**
 * Runs axe-core on whole pages, state after state, and keeps every violation it reports (each with the state, the
 * viewport, the rule, the element and what axe says is wrong), so that one run lists all of them.
 *
 * Every rule axe-core enables by default runs (WCAG 2.x A and AA, and its best practices: landmarks, headings,
 * regions); none is turned off. The pages' layout differs between the two widths by CSS alone (no script reads the
 * window's width), so a state is checked at both by resizing the page it is in, which is what a visitor turning a
 * tablet or resizing a window gets.
 *
 * Legacy mode runs axe.run in the page itself instead of merging per-frame results in a second, blank page: the
 * same rules and checks, a third of the time; its only loss is cross-origin frames, which no page of the site has
 * (axe's frame-tested rule still reports a frame it could not enter). Only violations are asked for in full
 * (`resultTypes`): axe still runs every rule on every element, but lists a single example of what passed, which took
 * a third off each run.
 */
export class AxeAudit {
  readonly found: string[] = [];
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  /** Checks the page as it is now, at each of `viewports`, and leaves it at the size it had. */
  async check(state: string, viewports: readonly Viewport[] = VIEWPORTS, axeSource?: string): Promise<void> {
    const before = this.page.viewportSize();
    for (const viewport of viewports) {
      await this.page.setViewportSize(viewport);
      const { violations } = await new AxeBuilder({ page: this.page, axeSource }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
      const where = `${state} at ${viewport.width}×${viewport.height}`;
      this.checked.push(where);
      for (const v of violations) {
        for (const node of v.nodes) {
          const why = (node.failureSummary ?? '').split('\n').slice(1).map((l) => l.trim()).join(' ');
          this.found.push(`${where}: ${v.id} (${v.impact}) ${node.target.join(' ')}: ${why}`);
        }
      }
    }
    if (before) await this.page.setViewportSize(before);
  }

  /**
   * Checks a state the page leaves by itself after a few seconds (the share menu's message, the sign-in modal's
   * success): the page's clock, installed with page.clock.install() before the page loaded, is held from just before
   * `reach` until the state is checked, so that it stays while axe looks at it; then time goes on. The clock stops a
   * little ahead of the page's now (it cannot stop in the past, and the page's now moves on while this is asked).
   */
  async checkHeld(state: string, reach: () => Promise<void>): Promise<void> {
    await this.page.clock.pauseAt(await this.page.evaluate(() => Date.now() + 10_000));
    await reach();
    await this.check(state, VIEWPORTS, AXE_ON_HELD_CLOCK);
    await this.page.clock.resume();
  }
}
