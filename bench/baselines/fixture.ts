/**
 * Baseline of the proxy benchmark: the test fixture server (server/test/fixtureServer.ts) serving a folder
 * directly, in its own process. Prints `READY <port>` once listening.
 */
import { startFixtureServer } from '../../server/test/fixtureServer';

void startFixtureServer(process.argv[2] ?? null).then((s) => console.log(`READY ${s.port}`));
