/**
 * The server's settings, composed from the blocks each feature and the infrastructure declare beside their code
 * (`settings.ts`); server/src/infra/settings.ts says how they are read, and docs/configuration.md's table is
 * generated from the same schemas (`npm run docs:config`).
 */
import { ConfigError, readSettings, settingsTable, type SettingsOf } from './infra/settings';
import { serverSettings } from './infra/serverSettings';
import { metricsSettings } from './infra/metrics/settings';
import { accountsSettings } from './features/accounts/settings';
import { bundleSettings } from './features/bundle/settings';
import { canarySettings } from './features/canary/settings';
import { challengeSettings } from './features/challenge/settings';
import { engineUpdateSettings } from './features/engine/settings';
import { extractSettings } from './features/extract/settings';
import { fetchSettings } from './features/fetch/settings';
import { mediaProxySettings } from './features/media-proxy/settings';
import { mergeSettings } from './features/merge/settings';
import { siteSettings } from './features/site/settings';

/** Every block of settings, in the order docs/configuration.md lists them. */
export const SETTINGS = [
  serverSettings,
  metricsSettings,
  siteSettings,
  accountsSettings,
  challengeSettings,
  fetchSettings,
  extractSettings,
  engineUpdateSettings,
  mediaProxySettings,
  mergeSettings,
  bundleSettings,
  canarySettings,
] as const;

/** Every setting of the server, as its code reads them. */
export type ServerConfig = SettingsOf<typeof SETTINGS>;

/** Reads every setting; a value that strays throws a ConfigError naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return readSettings(SETTINGS, env);
}

/** The configuration of a server process, or exit code 2 with the offending variable named (entry points only). */
export function readConfigOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
}

/** docs/configuration.md's table of the server's variables, made from the blocks' schemas. */
export function configurationTable(): string {
  return settingsTable(SETTINGS);
}
