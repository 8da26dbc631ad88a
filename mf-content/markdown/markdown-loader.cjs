/**
 * rspack loader for blog posts: `import * as post from './x.md'` yields
 * `{ slug, meta, html, headings, readingMinutes }`, converted once at build time (see markdown.cjs).
 */
'use strict';

const { convertPost, postModuleSource } = require('./markdown.cjs');

/** @this {{ resourcePath: string, addDependency(file: string): void, cacheable?(flag?: boolean): void }} */
module.exports = function markdownLoader(source) {
  if (this.cacheable) this.cacheable(true);
  const post = convertPost(String(source), this.resourcePath);
  for (const dep of post.dependencies) this.addDependency(dep);
  return postModuleSource(post, { esm: true });
};
