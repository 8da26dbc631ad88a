import { useCallback } from 'react';
import { AUTH_FALLBACKS, BATCH_MAX_LINKS, BATCH_MESSAGES } from '../rules';
import { useT, useText } from '../i18n';

/** A text made by a template of the rules (`Login failed (500)`), with the value it was made with. */
function templateMatcher(make: (value: string) => string): (text: string) => string | null {
  const [head, tail] = make('\u0000').split('\u0000');
  return (text) => (text.length > head.length + tail.length && text.startsWith(head) && text.endsWith(tail) ? text.slice(head.length, text.length - tail.length) : null);
}

/** The rules' texts that carry a value, each with the id of its translation (which names the value). */
const WITH_STATUS = [
  { match: templateMatcher(AUTH_FALLBACKS.login), id: 'ac.err.login' },
  { match: templateMatcher(AUTH_FALLBACKS.register), id: 'ac.err.register' },
];

/**
 * A message that reaches a component as English (the rules' validation and fallback texts, the contract's, a
 * server's) in the page's language; `null` stays `null`. The rules' texts that carry a number are translated with
 * it; a text no catalog knows (a server's own) shows as it is.
 */
export function useMessage(): <T extends string | null | undefined>(english: T) => T | string {
  const t = useT();
  const text = useText();
  return useCallback(
    <T extends string | null | undefined>(english: T): T | string => {
      if (!english) return english;
      if (english === BATCH_MESSAGES.tooMany) return t('ac.batch.tooMany', { max: BATCH_MAX_LINKS });
      for (const { match, id } of WITH_STATUS) {
        const status = match(english);
        // 'network' (no reply) has a text of its own.
        if (status && /^\d+$/.test(status)) return t(id, { status });
      }
      return text(english);
    },
    [t, text],
  );
}
