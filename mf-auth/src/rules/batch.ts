/** Batch downloads (an account benefit of SPEC §1): the pasted links and the format chosen for each. */
import { validateUrlInput } from '@dl/contract';
import { BATCH_MAX_LINKS } from './constants';

export const BATCH_MESSAGES = {
  noLinks: 'Paste at least one link, one per line.',
  tooMany: `Paste at most ${BATCH_MAX_LINKS} links at once.`,
} as const;

export interface BatchLinks {
  /** Valid, distinct links in the order pasted. */
  links: string[];
  /** Lines that are not links: the line number (1-based), its text and the message of SPEC §5. */
  invalid: { line: number; text: string; error: string }[];
  /** Set when nothing can be processed: no links, or too many. */
  error: string | null;
}

export function parseBatchLinks(text: string): BatchLinks {
  const links: string[] = [];
  const invalid: BatchLinks['invalid'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const result = validateUrlInput(line, { shareText: 'detect' });
    if (!result.ok) invalid.push({ line: index + 1, text: line, error: result.error });
    else if (!links.includes(result.url)) links.push(result.url);
  });
  let error: string | null = null;
  if (links.length === 0 && invalid.length === 0) error = BATCH_MESSAGES.noLinks;
  else if (links.length > BATCH_MAX_LINKS) error = BATCH_MESSAGES.tooMany;
  return { links, invalid, error };
}
