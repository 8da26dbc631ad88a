/**
 * A landing page's copy from its catalog (issue #50): each platform page has its own Lingui catalogs,
 * `<platform>/<lang>.po` (ids `dl.landing.<platform>.<text>`, English the source), compiled by `npm run i18n` into the
 * `<platform>/<lang>.ts` modules a page loads. The page's form of a copy (the steps, formats and questions in order) is
 * the catalog's numbering: `steps.1.title`, `steps.1.text`, `steps.2.title`, ...
 */
import type { Messages } from '@lingui/core';
import type { ShareTextPlatform } from '@dl/contract';
import type { LandingCopy } from './types';

/** Which app share messages a landing page's input accepts (SPEC §5); a page not named takes links only. */
const SHARE_TEXT: Readonly<Record<string, ShareTextPlatform>> = { bilibili: 'bilibili', xiaohongshu: 'xiaohongshu' };

/** A compiled part: words, or a placeholder by its name (the only forms the landing and MP3 catalogs use). */
type Part = string | readonly [string, ...unknown[]];

/** A text of a compiled catalog with its placeholders filled; undefined where the catalog has no such text. */
export function textOf(messages: Messages, id: string, values: Readonly<Record<string, string>> = {}): string | undefined {
  const message = messages[id] as string | readonly Part[] | undefined;
  if (message === undefined || typeof message === 'string') return message;
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.length > 1 || !(part[0] in values)) throw new Error(`${id}: no value for {${part.join(', ')}}`);
      return values[part[0]];
    })
    .join('');
}

/** The numbered entries of a list (`<prefix>.1.<field>`, `<prefix>.2.<field>`, ...) up to the first one missing. */
function listOf<F extends string>(messages: Messages, prefix: string, fields: readonly [F, F]): Record<F, string>[] {
  const out: Record<F, string>[] = [];
  for (let n = 1; textOf(messages, `${prefix}.${n}.${fields[0]}`) !== undefined; n++) {
    out.push(Object.fromEntries(fields.map((field) => [field, textOf(messages, `${prefix}.${n}.${field}`) ?? ''])) as Record<F, string>);
  }
  return out;
}

const made = new WeakMap<Messages, LandingCopy>();

/** The copy of landing page `id` from its catalog in one language (one object per catalog module). */
export function copyFromCatalog(id: string, messages: Messages): LandingCopy {
  let copy = made.get(messages);
  if (copy) return copy;
  const prefix = `dl.landing.${id}`;
  const text = (name: string) => {
    const words = textOf(messages, `${prefix}.${name}`);
    if (words === undefined) throw new Error(`the ${id} landing page's catalog has no ${name}`);
    return words;
  };
  const note = textOf(messages, `${prefix}.note`);
  copy = {
    id,
    eyebrow: text('eyebrow'),
    heading: text('heading'),
    intro: text('intro'),
    placeholder: text('placeholder'),
    hint: text('hint'),
    shareText: SHARE_TEXT[id] ?? null,
    steps: listOf(messages, `${prefix}.steps`, ['title', 'text']),
    formats: listOf(messages, `${prefix}.formats`, ['title', 'text']),
    faq: listOf(messages, `${prefix}.faq`, ['question', 'answer']),
    ...(note === undefined ? {} : { note }),
  };
  made.set(messages, copy);
  return copy;
}
