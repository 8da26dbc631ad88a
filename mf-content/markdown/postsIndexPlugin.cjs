// Emits posts.json beside the build: each post's slug and front matter, so the server can answer unknown
// post ids with 404 and write each post's title, description and Article JSON-LD into its HTML.
const fs = require('node:fs');
const path = require('node:path');
const { convertPost } = require('./markdown.cjs');

class PostsIndexPlugin {
  constructor(postsDir) {
    this.postsDir = postsDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PostsIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PostsIndexPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const posts = fs
          .readdirSync(this.postsDir)
          .filter((f) => f.endsWith('.md'))
          .map((f) => {
            const file = path.join(this.postsDir, f);
            const { slug, meta } = convertPost(fs.readFileSync(file, 'utf8'), file);
            return { slug, title: meta.title, description: meta.description, date: meta.date, tags: meta.tags };
          })
          .sort((a, b) => b.date.localeCompare(a.date));
        compilation.emitAsset('posts.json', new RawSource(JSON.stringify(posts, null, 2)));
      });
    });
  }
}

module.exports = { PostsIndexPlugin };
