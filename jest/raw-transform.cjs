// Markdown blog posts become the same `{ slug, meta, html, headings, readingMinutes }` module that
// mf-content's rspack loader emits, through the same converter.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { convertPost, postModuleSource } = require('../mf-content/markdown/markdown.cjs');

const converterFile = path.join(__dirname, '../mf-content/markdown/markdown.cjs');

module.exports = {
  process: (src, filename) => ({ code: postModuleSource(convertPost(src, filename), { esm: false }) }),
  // The output also depends on the converter and on the cover image a post names: both are part of the key.
  getCacheKey: (src, filename) => {
    const hash = crypto.createHash('sha256').update(src).update(filename).update(fs.readFileSync(converterFile));
    try {
      for (const dep of convertPost(src, filename).dependencies) hash.update(fs.readFileSync(dep));
    } catch {
      /* an invalid post fails in process() with its own message */
    }
    return hash.digest('hex');
  },
};
