import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { migrate, openDb, type Db } from './connect';
import type { Database } from './schema';
import type { ServerSettings } from '../serverSettings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbInfo: Pick<Db, 'kind' | 'where'>;
  }
}

/** The database (SQLite by default, PostgreSQL when DATABASE_URL says so), migrated at start-up. */
export default fp<{ config: Pick<ServerSettings, 'databaseUrl' | 'dataDir' | 'dbStatementTimeoutMs'> }>(
  async (app, { config }) => {
    const db = await openDb(config, (err) => app.log.warn({ err: err.message }, 'a database connection was closed'));
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, `database migrated (${db.kind})`);
    app.decorate('db', db.kysely);
    app.decorate('dbInfo', { kind: db.kind, where: db.where });
    app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);
