import { Fragment, type ReactNode } from 'react';

/**
 * A translated text with marked parts, e.g. `Read more in our <link>Privacy Policy</link>.`: each part whose tag is
 * given is rendered by its function (a link, a `<time>`), the rest stays text. Only the given tags are read, so a
 * `<` in a configured name or the visitor's input stays as it is.
 */
export function withTags(text: string, tags: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const names = Object.keys(tags).join('|');
  const re = new RegExp(`<(${names})>([\\s\\S]*?)</\\1>`, 'g');
  const out: ReactNode[] = [];
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<Fragment key={m.index}>{tags[m[1]](m[2])}</Fragment>);
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
