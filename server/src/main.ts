import { readConfigOrExit, type ServerConfig } from './settings';
import { buildApp } from './app';
import { exitOnStartFailure } from './infra/logStream';

async function main(config: ServerConfig) {
  // Nothing but the log writes to the process's output (issue #49).
  const app = await buildApp(config, { ownsProcess: true });
  // A graceful stop: requests, downloads and merges in flight may finish for SHUTDOWN_GRACE_SECONDS
  // (infra/shutdown.ts), then the process exits 0. A second signal during the stop ends it at once.
  const close = async (signal: string) => {
    app.log.info(`${signal} received, stopping (a second signal stops at once)`);
    for (const again of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(again);
      process.once(again, () => process.exit(1));
    }
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const port = app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port;
  app.log.info({ node: process.version }, `Site ready on http://${shown}:${port} (Node.js ${process.version})`);
}

const config = readConfigOrExit();
main(config).catch((e: unknown) => exitOnStartFailure(config.logFormat, e));
