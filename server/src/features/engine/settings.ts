/**
 * The engine's settings: where setup and updates fetch it from, and how often it is updated (where it is installed
 * is the extraction's: extract/settings.ts; server/src/infra/settings.ts says how settings are read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { toolsDir } from '../extract';
import { number, optional, settings, text } from '../../infra/settings';

/**
 * ENGINE_UPDATE_HOURS unset: 24 when the engine lives in the project (setup installed it and YTDLP_PATH does not name
 * another) and the server is not a test's; otherwise off.
 */
function defaultUpdateHours(env: NodeJS.ProcessEnv): number {
  const inProject = !env.YTDLP_PATH && fs.existsSync(path.join(toolsDir(env), 'engine', 'current', 'engine.json'));
  return inProject && env.APP_ENV !== 'test' ? 24 : 0;
}

/** Where setup and updates fetch the engine when the environment names no other place (install.ts reads it itself). */
export const ENGINE_SOURCE_DEFAULTS = {
  debianMirror: 'http://deb.debian.org/debian',
  debianSuite: 'unstable',
  pipIndex: 'https://pypi.org/simple',
} as const;

const UPDATES = {
  ENGINE_UPDATE_HOURS: optional(
    number(0, 500, {
      // At most 500 h (three weeks): a timer cannot wait longer than 24.8 days, and the sites change more often.
      errorMessage: 'ENGINE_UPDATE_HOURS must be a number of hours from 0 (off) to 500, got "{raw}"',
      docDefault: '`24` when the engine lives in the project, else `0`',
      description:
        'Hours between automatic engine updates (fractions allowed; `0` off): `npm run engine -- update` run by the server, one instance of a cluster at a time. Off by default for an engine given as `YTDLP_PATH`, for the system\'s yt-dlp and with `APP_ENV=test`; at most 500.',
    }),
  ),
  ENGINE_DEBIAN_MIRROR: text(ENGINE_SOURCE_DEFAULTS.debianMirror, { description: 'The Debian archive setup and updates fetch the engine package from.' }),
  ENGINE_DEBIAN_SUITE: text(ENGINE_SOURCE_DEFAULTS.debianSuite, { description: 'Its suite.' }),
  ENGINE_DEBIAN_TRUSTED: text('', {
    docDefault: 'empty',
    description: "`1`: take that archive without a signature (a local mirror); otherwise Debian's archive keyring checks it.",
  }),
  PIP_INDEX_URL: text(ENGINE_SOURCE_DEFAULTS.pipIndex, {
    description: 'The Python package index setup and updates of a venv engine use (given up after 3 s without an answer).',
  }),
};

/** The engine's settings (setup and updates read the archive's and the index's from the environment themselves). */
export const engineUpdateSettings = settings({
  properties: UPDATES,
  read: (v, env) => ({
    /** Hours between automatic engine updates (one instance of a cluster at a time); 0: off. */
    engineUpdateHours: v.ENGINE_UPDATE_HOURS ?? defaultUpdateHours(env),
  }),
});

export type EngineUpdateSettings = ReturnType<typeof engineUpdateSettings.read>;
