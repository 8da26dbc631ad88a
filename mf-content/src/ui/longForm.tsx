import type { ReactElement, ReactNode } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { englishTexts, type Messages } from '@dl/shared-config';

/**
 * The markup a long-form text may hold (`<p>`, `<ul><li>`, `<strong>`, a table, …), each tag the element it stands for.
 * A text's links and its own elements are given with it (`tags`).
 */
const BLOCKS: Record<string, ReactElement> = Object.fromEntries(
  ['p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'table', 'thead', 'tbody', 'tr', 'td'].map((tag) => {
    const Tag = tag as 'p';
    return [tag, <Tag />];
  }),
);

interface TextProps {
  id: string;
  /** Values shown as they are (a brand, an address): never read for tags. */
  values?: Record<string, ReactNode>;
  /** Words an ICU `select` of the text chooses by. */
  choices?: Record<string, string>;
  /** The text's own tags: its links, an element with a class. */
  tags?: Record<string, ReactElement>;
}

export interface LongForm {
  /** A text without markup (a heading, a link's label). */
  text(id: string): string;
  /** A text with markup, rendered by Lingui's `Trans` with the markup's elements. */
  Text(props: TextProps): ReactNode;
}

/**
 * The long-form texts of a catalog that exists in English only (issue #50: every text a visitor reads comes from the
 * Lingui catalogs; the long-form ones stay English, issue #24, and their page says so). A text's markup is Lingui's
 * tags (`<p>…</p>`, `<terms>Terms of Service</terms>`), rendered with `TransNoContext` from `@lingui/react`.
 */
export function longForm(messages: Messages): LongForm {
  const i18n = englishTexts(messages);
  const lingui = { i18n };
  return {
    text: (id) => i18n._(id),
    Text: function LongFormText({ id, values = {}, choices = {}, tags = {} }) {
      // A value handed over as an element is put in place after the tags are read, so no `<` of it is taken for one.
      const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, <>{value}</>]));
      return <TransNoContext lingui={lingui} id={id} values={{ ...choices, ...shown }} components={{ ...BLOCKS, ...tags }} />;
    },
  };
}
