import { useT } from '../../../i18n';
import { ALPHABET, letterId } from '../groupByLetter';

/** A–Z: letters with terms link to their section; the others are shown greyed out. */
export function LetterIndex({ available }: { available: ReadonlySet<string> }) {
  const t = useT();
  return (
    <nav aria-label={t('ct.glossary.letters')}>
      <ul className="letter-index">
        {ALPHABET.map((l) => (
          <li key={l}>
            {available.has(l) ? (
              <a href={`#${letterId(l)}`} aria-label={t('ct.glossary.letter', { letter: l })}>
                {l}
              </a>
            ) : (
              <span aria-disabled="true" title={t('ct.glossary.noLetter', { letter: l })}>
                {l}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
