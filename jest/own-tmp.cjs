// Every test file gets a temporary folder of its own, which is removed once the file's tests and hooks have run:
// os.tmpdir() (and so every mkdtemp, every child process's TMPDIR) points into it while the file runs. A test file
// cannot leave anything behind in the suite's temporary folder, whatever its tests forget.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

function withOwnTmp(Base) {
  return class extends Base {
    async setup() {
      this.ownTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-file-'));
      this.outerTmp = process.env.TMPDIR;
      // os.tmpdir() reads TMPDIR on every call, in the worker's own process, where test code calls it.
      process.env.TMPDIR = this.ownTmp;
      await super.setup();
    }

    async teardown() {
      await super.teardown();
      if (this.outerTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = this.outerTmp;
      fs.rmSync(this.ownTmp, { recursive: true, force: true, maxRetries: 3 });
    }
  };
}

module.exports = { withOwnTmp };
