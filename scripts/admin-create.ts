// Makes the shop's first administrator (or promotes an existing account):
//   npx tsx scripts/admin-create.ts --email admin@example.com            (asks for the password)
//   ADMIN_PASSWORD=… npx tsx scripts/admin-create.ts --email admin@example.com
// Uses DATABASE_URL (PostgreSQL) or the PGlite files in DATA_DIR, like the app (stop the app first on PGlite:
// its data dir is locked by the running server).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

process.env.SEED_DEMO ??= '0';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Пароль администратора (не короче 6 символов): ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help || !values.email) {
    console.log('Usage: npx tsx scripts/admin-create.ts --email admin@example.com  (password from ADMIN_PASSWORD or asked)');
    process.exit(values.help ? 0 : 2);
  }
  const { isValidEmail } = await import('@/lib/format/email');
  const { PASSWORD_MAX, PASSWORD_MIN } = await import('@/lib/api/accounts');
  if (!isValidEmail(values.email)) throw new Error(`Not an email: ${values.email}`);
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`The password must be ${PASSWORD_MIN}–${PASSWORD_MAX} characters long`);
  }
  const { openDatabase, closeDatabase } = await import('@/lib/db/client');
  const { createAdmin } = await import('@/lib/server/accounts/create-admin');
  const { db } = await openDatabase();
  try {
    const result = await createAdmin(db, values.email, password);
    console.log(result === 'created' ? `Administrator ${values.email} created.` : `${values.email} is now an administrator.`);
  } finally {
    await closeDatabase();
  }
}

main().catch((error: Error) => {
  console.error(`admin:create failed: ${error.message}`);
  process.exit(1);
});
