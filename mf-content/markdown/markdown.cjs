/**
 * The blog's Markdown converter: front matter (YAML, through the `yaml` package) and Markdown (through `markdown-it`)
 * to HTML, run at build time by markdown-loader.cjs (rspack) and by jest/raw-transform.cjs (tests), so both see the
 * same module.
 *
 * What the site adds to markdown-it's CommonMark:
 * - raw HTML is off: a post's <script> or <img onerror> is shown as text, never executed;
 * - a link keeps its href only when it is http(s), mailto, a site path ("/..."), a fragment ("#...") or a relative
 *   path ("./", "../"); any other link (javascript:, data:, a protocol-relative "//host") keeps its text only, and
 *   a link to another site opens in a new tab without an opener;
 * - headings get anchors (`id`, distinct on the page: "tips", "tips-1") and # is rendered as <h2>, because the
 *   post's title is the page's <h1>; the headings are listed for the table of contents.
 * Tables (GFM) and fenced code blocks are markdown-it's own.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const MarkdownIt = require('markdown-it');
const YAML = require('yaml');

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {string} s */
const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** @param {string} text */
function slugify(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#|\.\.?\/)/i;

/**
 * Returns the URL when it may be used as an href, else null. `url` is raw (not yet escaped).
 * @param {string} url
 */
function safeUrl(url) {
  const trimmed = url.trim();
  // Control characters and whitespace can hide a scheme from naive checks ("java\tscript:").
  if (/[\u0000-\u001f\u007f\s]/.test(trimmed)) return null;
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

/** @typedef {{ level: number, id: string, text: string }} PostHeading */

/** A markdown-it instance with the site's rules; `env.headings` collects a document's headings. */
function createRenderer() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  // Every [text](url) is parsed as a link; the rule below decides what becomes of its href.
  md.validateLink = () => true;
  md.core.ruler.push('site_links_and_headings', (state) => {
    const ids = new Map();
    const headings = (state.env.headings ??= []);
    state.tokens.forEach((token, i) => {
      if (token.type === 'heading_open') {
        const level = Math.max(2, Number(token.tag.slice(1)));
        token.tag = `h${level}`;
        state.tokens[i + 2].tag = `h${level}`; // its heading_close
        const text = (state.tokens[i + 1].children ?? []).filter((c) => c.type === 'text' || c.type === 'code_inline').map((c) => c.content).join('');
        const base = slugify(escapeHtml(text)) || 'section';
        const n = ids.get(base) ?? 0;
        ids.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        token.attrSet('id', id);
        headings.push({ level, id, text });
      }
      if (token.type !== 'inline' || !token.children) return;
      // A link whose href may not be used keeps its text: both of its tags are dropped.
      const dropped = [];
      let depth = 0;
      for (const child of token.children) {
        if (child.type === 'link_open') {
          const href = safeUrl(child.attrGet('href') ?? '');
          if (!href) {
            dropped.push(depth);
            child.hidden = true;
          } else if (/^https?:\/\//i.test(href)) {
            child.attrSet('rel', 'noopener noreferrer');
            child.attrSet('target', '_blank');
          }
          depth++;
        } else if (child.type === 'link_close') {
          depth--;
          if (dropped.at(-1) === depth) {
            dropped.pop();
            child.hidden = true;
          }
        }
      }
      token.children = token.children.filter((c) => !(c.hidden && (c.type === 'link_open' || c.type === 'link_close')));
    });
  });
  return md;
}

const renderer = createRenderer();

/**
 * Markdown (without front matter) to HTML, and its headings.
 * @param {string} markdown
 * @returns {{ html: string, headings: PostHeading[] }}
 */
function markdownToHtml(markdown) {
  const env = { headings: [] };
  const html = renderer.render(markdown.replace(/\r\n?/g, '\n'), env).trim();
  return { html, headings: env.headings };
}

/**
 * Splits `---` front matter (YAML 1.2, so a date stays the text it is) from the body.
 * @param {string} source
 * @returns {{ data: Record<string, string | string[]>, body: string }}
 */
function parseFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { data: {}, body: text };
  let parsed;
  try {
    parsed = YAML.parse(m[1]) ?? {};
  } catch (e) {
    throw new Error(`Front matter: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`, { cause: e });
  }
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Front matter: expected `key: value` lines');
  const data = {};
  for (const [key, value] of Object.entries(parsed)) data[key] = Array.isArray(value) ? value.map(String) : value === null ? '' : String(value);
  return { data, body: text.slice(m[0].length) };
}

/** @param {string} file @param {string} cover */
function coverDataUri(file, cover) {
  if (!/^\.?\/?[\w./-]+\.svg$/.test(cover) || cover.includes('..')) throw new Error(`${file}: cover must be a relative .svg path, got "${cover}"`);
  const abs = path.resolve(path.dirname(file), cover);
  const svg = fs.readFileSync(abs, 'utf8').replace(/\s+/g, ' ').trim();
  return { abs, uri: `data:image/svg+xml,${encodeURIComponent(svg)}` };
}

/**
 * One post file to the module the blog imports: slug (the file name), checked meta, HTML, headings, reading time.
 * @param {string} source file contents
 * @param {string} file absolute path (the slug and the cover are resolved from it)
 */
function convertPost(source, file) {
  const { data, body } = parseFrontMatter(source);
  const fail = (msg) => { throw new Error(`${path.basename(file)}: ${msg}`); };
  for (const key of ['title', 'description', 'date']) if (typeof data[key] !== 'string' || !data[key]) fail(`front matter needs "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.date) || Number.isNaN(Date.parse(data.date))) fail(`date must be YYYY-MM-DD, got "${data.date}"`);
  const tags = Array.isArray(data.tags) ? data.tags : typeof data.tags === 'string' && data.tags ? [data.tags] : [];
  if (!tags.length) fail('front matter needs at least one tag');
  const cover = typeof data.cover === 'string' && data.cover ? coverDataUri(file, data.cover) : null;
  const { html, headings } = markdownToHtml(body);
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug: path.basename(file).replace(/\.md$/, ''),
    meta: {
      title: data.title,
      description: data.description,
      date: data.date,
      tags: tags.map((t) => t.toLowerCase()),
      cover: cover ? cover.uri : null,
      ...(typeof data.coverAlt === 'string' ? { coverAlt: data.coverAlt } : {}),
    },
    html,
    headings,
    readingMinutes: Math.max(1, Math.round(words / 220)),
    dependencies: cover ? [cover.abs] : [],
  };
}

/** The ES module source both the rspack loader and the Jest transform emit. */
function postModuleSource(post, { esm = true } = {}) {
  const { dependencies: _deps, ...mod } = post;
  const json = JSON.stringify(mod);
  return esm
    ? `const post = ${json};\nexport const slug = post.slug;\nexport const meta = post.meta;\nexport const html = post.html;\nexport const headings = post.headings;\nexport const readingMinutes = post.readingMinutes;\nexport default post;\n`
    : `const post = ${json};\nmodule.exports = { __esModule: true, ...post, default: post };\n`;
}

module.exports = { escapeHtml, slugify, safeUrl, markdownToHtml, parseFrontMatter, convertPost, postModuleSource };
