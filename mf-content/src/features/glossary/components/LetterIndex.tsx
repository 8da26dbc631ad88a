import { ALPHABET, letterId } from '../groupByLetter';

/** A–Z: letters with terms link to their section; the others are shown greyed out. */
export function LetterIndex({ available }: { available: ReadonlySet<string> }) {
  return (
    <nav aria-label="Glossary letters">
      <ul className="letter-index">
        {ALPHABET.map((l) => (
          <li key={l}>
            {available.has(l) ? (
              <a href={`#${letterId(l)}`} aria-label={`Terms starting with ${l}`}>
                {l}
              </a>
            ) : (
              <span aria-disabled="true" title={`No terms start with ${l}`}>
                {l}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
