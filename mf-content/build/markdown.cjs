/**
 * The blog's Markdown converter: front matter + a safe subset of Markdown to HTML, run at build time by
 * markdown-loader.cjs (rspack) and by jest/raw-transform.cjs (tests), so both see the same module.
 *
 * Safety by construction: every character of the source is HTML-escaped before any markup is produced, so raw
 * HTML (including <script>) in a post is shown as text, never executed. Links only keep an href when it is
 * http(s), mailto, a site path ("/..."), a fragment ("#...") or a relative path ("./", "../").
 *
 * Supported: ATX headings (# is rendered as <h2>, because the post title is the page's <h1>), paragraphs,
 * unordered and ordered lists (nested by indentation), fenced code blocks, block quotes, pipe tables,
 * horizontal rules, **strong**, *em* / _em_, `code` and [links](url).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

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

/**
 * Inline Markdown to HTML. Code spans and links become placeholders first so that emphasis markers inside a
 * URL or a code span are left alone.
 * @param {string} src
 */
function renderInline(src) {
  const slots = [];
  const hold = (html) => `\u0000${slots.push(html) - 1}\u0000`;
  let s = src.replace(/\u0000/g, '');

  s = s.replace(/`([^`]+)`/g, (_, code) => hold(`<code>${escapeHtml(code)}</code>`));
  s = s.replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_, text, url) => {
    const href = safeUrl(url);
    const inner = renderEmphasis(escapeHtml(text));
    if (!href) return hold(inner);
    const external = /^https?:\/\//i.test(href);
    return hold(`<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${inner}</a>`);
  });
  s = renderEmphasis(escapeHtml(s));
  return s.replace(/\u0000(\d+)\u0000/g, (_, i) => slots[Number(i)]);
}

/** @param {string} s already escaped text */
function renderEmphasis(s) {
  return s
    .replace(/\*\*(?=\S)([^*]+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)_(?!\w)/g, '$1<em>$2</em>');
}

const RE = {
  fence: /^\s*```\s*([\w-]*)\s*$/,
  heading: /^(#{1,6})\s+(.+?)\s*#*\s*$/,
  hr: /^\s*([-*_])(\s*\1){2,}\s*$/,
  quote: /^\s*>\s?/,
  item: /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/,
  tableSep: /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/,
};

/** @param {string} line */
const indentOf = (line) => line.length - line.trimStart().length;

/** @param {string} row */
function tableCells(row) {
  let r = row.trim();
  if (r.startsWith('|')) r = r.slice(1);
  if (r.endsWith('|')) r = r.slice(0, -1);
  return r.split('|').map((c) => c.trim());
}

/**
 * Block-level Markdown to HTML.
 * @param {string[]} lines
 * @param {{ headingIds: Map<string, number>, headings: {level:number,id:string,text:string}[], tight?: boolean }} ctx
 */
function renderBlocks(lines, ctx) {
  const out = [];
  let i = 0;
  let first = true;
  const isBlockStart = (line, next) =>
    RE.fence.test(line) || RE.heading.test(line) || RE.hr.test(line) || RE.quote.test(line) || RE.item.test(line) ||
    (line.trim().startsWith('|') && next !== undefined && RE.tableSep.test(next));

  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i++; continue; }

    const fence = RE.fence.exec(line);
    if (fence) {
      const body = [];
      i++;
      while (i < lines.length && !RE.fence.test(lines[i])) body.push(lines[i++]);
      i++; // closing fence (or end of input)
      const lang = fence[1] ? ` class="language-${escapeHtml(fence[1].toLowerCase())}"` : '';
      out.push(`<pre><code${lang}>${escapeHtml(body.join('\n'))}</code></pre>`);
      first = false;
      continue;
    }

    const heading = RE.heading.exec(line);
    if (heading) {
      const level = Math.max(2, heading[1].length);
      const inner = renderInline(heading[2]);
      const base = slugify(inner) || 'section';
      const seen = ctx.headingIds.get(base) ?? 0;
      ctx.headingIds.set(base, seen + 1);
      const id = seen ? `${base}-${seen}` : base;
      ctx.headings.push({ level, id, text: inner.replace(/<[^>]*>/g, '') });
      out.push(`<h${level} id="${id}">${inner}</h${level}>`);
      i++; first = false;
      continue;
    }

    if (RE.hr.test(line)) { out.push('<hr>'); i++; first = false; continue; }

    if (RE.quote.test(line)) {
      const body = [];
      while (i < lines.length && lines[i].trim() && RE.quote.test(lines[i])) body.push(lines[i++].replace(RE.quote, ''));
      out.push(`<blockquote>${renderBlocks(body, { ...ctx, tight: false })}</blockquote>`);
      first = false;
      continue;
    }

    if (line.trim().startsWith('|') && i + 1 < lines.length && RE.tableSep.test(lines[i + 1])) {
      const head = tableCells(line);
      i += 2;
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(tableCells(lines[i++]));
      const th = head.map((c) => `<th>${renderInline(c)}</th>`).join('');
      const tb = rows.map((r) => `<tr>${head.map((_, k) => `<td>${renderInline(r[k] ?? '')}</td>`).join('')}</tr>`).join('');
      out.push(`<table><thead><tr>${th}</tr></thead><tbody>${tb}</tbody></table>`);
      first = false;
      continue;
    }

    const item = RE.item.exec(line);
    if (item) {
      const baseIndent = item[1].length;
      const ordered = /\d/.test(item[2]);
      const start = ordered ? parseInt(item[2], 10) : 1;
      const items = [];
      while (i < lines.length) {
        const m = RE.item.exec(lines[i]);
        if (m && m[1].length === baseIndent && /\d/.test(m[2]) === ordered) {
          const contentIndent = m[1].length + m[2].length + 1;
          const body = [m[3]];
          i++;
          while (i < lines.length) {
            const l = lines[i];
            if (!l.trim()) {
              // A blank line continues the item only when indented content follows.
              const next = lines[i + 1];
              if (next !== undefined && next.trim() && indentOf(next) > baseIndent) { body.push(''); i++; continue; }
              break;
            }
            if (indentOf(l) > baseIndent) { body.push(l.slice(Math.min(indentOf(l), contentIndent))); i++; continue; }
            if (RE.item.test(l) || isBlockStart(l, lines[i + 1])) break;
            body.push(l.trim()); // lazy continuation of the item's paragraph
            i++;
          }
          items.push(body);
        } else break;
      }
      const tag = ordered ? 'ol' : 'ul';
      const startAttr = ordered && start !== 1 ? ` start="${start}"` : '';
      const lis = items.map((body) => `<li>${renderBlocks(body, { ...ctx, tight: true })}</li>`).join('');
      out.push(`<${tag}${startAttr}>${lis}</${tag}>`);
      first = false;
      continue;
    }

    const para = [];
    while (i < lines.length && lines[i].trim() && !(para.length && isBlockStart(lines[i], lines[i + 1]))) para.push(lines[i++].trim());
    const html = renderInline(para.join(' '));
    out.push(ctx.tight && first ? html : `<p>${html}</p>`);
    first = false;
  }
  return out.join('\n');
}

/**
 * Markdown (without front matter) to HTML.
 * @param {string} markdown
 */
function markdownToHtml(markdown) {
  const ctx = { headingIds: new Map(), headings: [] };
  const html = renderBlocks(markdown.replace(/\r\n?/g, '\n').split('\n'), ctx);
  return { html, headings: ctx.headings };
}

/** @param {string} raw */
function parseScalar(raw) {
  const v = raw.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) return v.slice(1, -1);
  if (v.startsWith('[') && v.endsWith(']')) return v.slice(1, -1).split(',').map((x) => String(parseScalar(x))).filter(Boolean);
  return v;
}

/**
 * Splits `---` front matter (flat `key: value` pairs, `[a, b]` or `- item` lists) from the body.
 * @param {string} source
 */
function parseFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { data: {}, body: text };
  const data = {};
  let listKey = null;
  for (const line of m[1].split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const li = /^\s+-\s+(.*)$/.exec(line);
    if (li && listKey) { data[listKey].push(String(parseScalar(li[1]))); continue; }
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`Front matter: cannot read the line "${line}"`);
    if (kv[2].trim() === '') { data[kv[1]] = []; listKey = kv[1]; } else { data[kv[1]] = parseScalar(kv[2]); listKey = null; }
  }
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

module.exports = { escapeHtml, slugify, safeUrl, renderInline, markdownToHtml, parseFrontMatter, convertPost, postModuleSource };
