/** A tiny async mutex, so that many 401s at once cause one token refresh. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private locked = false;

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const prev = this.tail;
    this.tail = prev.then(() => next);
    await prev;
    this.locked = true;
    return () => {
      this.locked = false;
      release();
    };
  }

  async waitForUnlock(): Promise<void> {
    if (this.locked) await this.tail;
  }
}
