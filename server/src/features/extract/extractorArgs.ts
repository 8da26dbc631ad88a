/**
 * Engine options for YouTube's tokens (issue #28, point 4): the extractor arguments yt-dlp's documentation gives for
 * proof-of-origin (PO) tokens and player clients, handed to the engine by the operator through the server's
 * configuration (ENGINE_EXTRACTOR_ARGS), never by a request. Only the options of this allow-list are taken: anything
 * else is refused at start with a message naming what is allowed, so a typo does not go unnoticed and no option
 * that changes what the engine does beyond these (downloads, files, commands) can be slipped in.
 *
 * The value is yt-dlp's own syntax, one extractor per word: `youtube:player_client=default,mweb;po_token=mweb.gvs+TOKEN`.
 * Each becomes one `--extractor-args` of every run; an extractor's arguments reach that extractor only.
 */

/** Extractor → the arguments the operator may set (yt-dlp's YouTube extractor, `_configuration_arg`). */
export const EXTRACTOR_ARGS_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  youtube: [
    // Which player clients the engine asks (`default,mweb`, `tv`, `-web_safari`, …).
    'player_client',
    // Requests of the player the engine may leave out (`webpage`, `configs`, `js`).
    'player_skip',
    // Proof-of-origin tokens, one per client and context: `CLIENT.CONTEXT+TOKEN` (`mweb.gvs+…`), comma-separated.
    'po_token',
    // The visitor identity the tokens were made for (a session without cookies), or the account's (with cookies).
    'visitor_data',
    'data_sync_id',
    // When the engine fetches a PO token from a provider: `auto`, `always` or `never`.
    'fetch_pot',
    // Which player script version the engine solves challenges with.
    'player_js_version',
  ],
};

/** One extractor's arguments: `name:key=value;key=value`. */
const ENTRY = /^([a-z][a-z0-9_-]*):(.+)$/;
/** One argument: a key and a value without spaces or semicolons (tokens are URL-safe base64, clients plain words). */
const ARGUMENT = /^([a-z_]+)=([^\s;]+)$/;

/**
 * The `--extractor-args` values for the engine, from ENGINE_EXTRACTOR_ARGS (empty: none). Throws an Error whose
 * message says what is wrong, never echoing a value (a token is a secret).
 */
export function parseExtractorArgs(raw: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const word of raw.trim().split(/\s+/).filter(Boolean)) {
    const entry = ENTRY.exec(word);
    const extractor = entry?.[1];
    if (!entry || !extractor) throw new Error('ENGINE_EXTRACTOR_ARGS takes extractor:key=value[;key=value] words, such as "youtube:player_client=default,mweb"');
    const allowed = EXTRACTOR_ARGS_ALLOWED[extractor];
    if (!allowed) throw new Error(`ENGINE_EXTRACTOR_ARGS: "${extractor}" is not an extractor whose options the server takes (allowed: ${Object.keys(EXTRACTOR_ARGS_ALLOWED).join(', ')})`);
    if (seen.has(extractor)) throw new Error(`ENGINE_EXTRACTOR_ARGS names "${extractor}" twice: give all of its options in one word, separated by ;`);
    seen.add(extractor);
    const keys = new Set<string>();
    for (const part of entry[2].split(';')) {
      const arg = ARGUMENT.exec(part);
      if (!arg) throw new Error(`ENGINE_EXTRACTOR_ARGS: each option of "${extractor}" is key=value, without spaces or ;`);
      if (!allowed.includes(arg[1])) throw new Error(`ENGINE_EXTRACTOR_ARGS: "${extractor}" option "${arg[1]}" is not allowed (allowed: ${allowed.join(', ')})`);
      if (keys.has(arg[1])) throw new Error(`ENGINE_EXTRACTOR_ARGS: "${extractor}" option "${arg[1]}" is given twice`);
      keys.add(arg[1]);
    }
    out.push(word);
  }
  return out;
}

/** The engine's arguments for them: one `--extractor-args` per extractor. */
export const extractorArgsFlags = (args: readonly string[]): string[] => args.flatMap((a) => ['--extractor-args', a]);
