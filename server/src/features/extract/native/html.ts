/**
 * Small, forgiving readers for the parts of an HTML page the native extractors use: meta tags (Open Graph,
 * Twitter cards), JSON-LD blocks, <link rel=alternate> feeds, <audio>/<video> sources and JSON page state
 * embedded in <script> tags.
 */

import { decodeHTML } from 'entities';

/**
 * Character references as a browser reads them: every named entity of HTML (`&eacute;`, `&mdash;`, `&nbsp;`, the
 * legacy ones without a semicolon), decimal and hexadecimal ones. Pages and feeds in the wild use all of them, XML
 * or not (the `entities` package: the decoder of htmlparser2 and markdown-it, with the HTML standard's table).
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/** Attributes of one start tag's source text. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\s*[\w:-]+/, '').replace(/\/?>$/, '');
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/** Every start tag of `name` with its attributes. */
export function tags(html: string, name: string): Record<string, string>[] {
  const re = new RegExp(`<${name}\\b[^>]*>`, 'gi');
  return (html.match(re) ?? []).map(attributes);
}

/** Meta values by property/name (lower-cased key), first occurrence wins. */
export function metaTags(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const a of tags(html, 'meta')) {
    const key = (a.property ?? a.name ?? a.itemprop ?? '').toLowerCase();
    const value = a.content;
    if (!key || value === undefined) continue;
    out.set(key, [...(out.get(key) ?? []), value]);
  }
  return out;
}

export function meta(m: Map<string, string[]>, ...keys: string[]): string | null {
  for (const k of keys) {
    const v = m.get(k)?.find((x) => x.trim());
    if (v) return v.trim();
  }
  return null;
}

/** The text of every <script> whose type matches. */
export function scripts(html: string, type?: RegExp, id?: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const a = attributes(`<script ${m[1]}>`);
    if (type && !type.test(a.type ?? '')) continue;
    if (id && a.id !== id) continue;
    out.push(m[2]);
  }
  return out;
}

/** Every JSON-LD object on the page, @graph arrays flattened. */
export function jsonLd(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      const graph = (v as Record<string, unknown>)['@graph'];
      if (graph) visit(graph);
    }
  };
  for (const text of scripts(html, /ld\+json/i)) {
    try {
      visit(JSON.parse(text.trim().replace(/^<!--|-->$/g, '')));
    } catch {
      // A broken block is skipped; others may still be usable.
    }
  }
  return out;
}

export function ldType(o: Record<string, unknown>): string[] {
  const t = o['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

/** RSS/Atom feeds the page links to. */
export function feedLinks(html: string, base: string): string[] {
  return tags(html, 'link')
    .filter((a) => /\balternate\b/i.test(a.rel ?? '') && /(rss|atom)\+xml/i.test(a.type ?? '') && a.href)
    .map((a) => absolute(a.href, base))
    .filter((u): u is string => u !== null);
}

/** <audio>/<video>/<source> src attributes. */
export function mediaSources(html: string, base: string): { url: string; type: string | null; tag: string }[] {
  const out: { url: string; type: string | null; tag: string }[] = [];
  for (const tag of ['audio', 'video', 'source']) {
    for (const a of tags(html, tag)) {
      const url = a.src ? absolute(a.src, base) : null;
      if (url) out.push({ url, type: a.type ?? null, tag });
    }
  }
  return out;
}

/** JSON assigned to a global in a script (`window.__INITIAL_STATE__ = {...}`), or a JSON script by id. */
export function pageState(html: string, names: string[], ids: string[] = []): unknown[] {
  const out: unknown[] = [];
  for (const id of ids) {
    for (const text of scripts(html, undefined, id)) {
      try {
        out.push(JSON.parse(text));
      } catch {
        // not JSON
      }
    }
  }
  for (const name of names) {
    const re = new RegExp(`${name.replace(/[.$]/g, '\\$&')}\\s*=\\s*`, 'g');
    let m: RegExpExecArray | null;
    while ((m = re.exec(html))) {
      const json = balancedJson(html, m.index + m[0].length);
      if (json === null) continue;
      try {
        // Some sites emit `undefined` inside their state; it is not JSON.
        out.push(JSON.parse(json.replace(/:\s*undefined\b/g, ':null')));
      } catch {
        // not JSON
      }
    }
  }
  return out;
}

/** The balanced {...} starting at `start` (strings respected), or null. */
export function balancedJson(text: string, start: number): string | null {
  if (text[start] !== '{' && text[start] !== '[') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

export function absolute(href: string, base: string): string | null {
  try {
    const u = new URL(href.trim(), base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Depth-first search of a JSON value for objects matching a test. */
export function findObjects(value: unknown, test: (o: Record<string, unknown>) => boolean, limit = 50): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number) => {
    if (out.length >= limit || depth > 40 || !v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (test(o)) out.push(o);
    for (const x of Object.values(o)) visit(x, depth + 1);
  };
  visit(value, 0);
  return out;
}

/** ISO 8601 duration (PT1H2M3S), "hh:mm:ss", "mm:ss" or seconds → seconds. */
export function parseDuration(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) return v;
  if (typeof v !== 'string' || !v.trim()) return null;
  const s = v.trim();
  const iso = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/i.exec(s);
  if (iso && s !== 'P' && s !== 'PT') return Number(iso[1] ?? 0) * 86400 + Number(iso[2] ?? 0) * 3600 + Number(iso[3] ?? 0) * 60 + Number(iso[4] ?? 0) || null;
  if (/^\d+(?::\d{1,2}){0,2}(?:\.\d+)?$/.test(s)) return s.split(':').reduce((acc, p) => acc * 60 + Number(p), 0) || null;
  return null;
}
