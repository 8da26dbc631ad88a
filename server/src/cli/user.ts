/**
 * Operator command for accounts: `npm run user -- set-tier EMAIL TIER [--limit N|--unlimited]`,
 * `npm run user -- show EMAIL`. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { migrate, openDb } from '../infra/db/connect';
import { readConfig } from '../settings';
import { toUser } from '../features/accounts/users';

const USAGE = `Usage:
  npm run user -- set-tier EMAIL TIER [--limit N | --unlimited]   set a subscription tier and daily download limit
  npm run user -- show EMAIL                                     print an account's tier and usage`;

async function main(argv: string[]): Promise<number> {
  const [command, email, tier, ...rest] = argv;
  if (!command || !email || (command === 'set-tier' && !tier) || !['set-tier', 'show'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    const row = await db.kysely.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    if (!row) {
      console.error(`No account with the email ${email} in ${db.where}.`);
      return 1;
    }
    if (command === 'set-tier') {
      if (!/^[a-z][a-z0-9_-]{1,31}$/.test(tier)) {
        console.error('TIER must be a lower-case word such as free, pro or business.');
        return 2;
      }
      let limit: number | null = tier === 'free' ? row.daily_limit : null;
      const i = rest.indexOf('--limit');
      if (i >= 0) {
        limit = Number(rest[i + 1]);
        if (!Number.isInteger(limit) || limit < 0) {
          console.error('--limit needs a whole number of downloads per day.');
          return 2;
        }
      }
      if (rest.includes('--unlimited')) limit = null;
      await db.kysely.updateTable('users').set({ tier, daily_limit: limit, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      console.log(`${row.email}: tier ${tier}, daily limit ${limit === null ? 'Unlimited' : limit}.`);
      return 0;
    }
    const today = new Date().toISOString().slice(0, 10);
    const usage = await db.kysely.selectFrom('usage_daily').select('downloads').where('user_id', '=', row.id).where('day', '=', today).executeTakeFirst();
    console.log(JSON.stringify(toUser(row, Number(usage?.downloads ?? 0)), null, 2));
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
