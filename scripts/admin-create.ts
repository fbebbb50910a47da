// Makes the shop's first administrator (or another staff account, or gives an existing account a staff role):
//   npm run admin:create -- --email admin@example.com                    (asks for the password)
//   ADMIN_PASSWORD=… npm run admin:create -- --email admin@example.com
//   npm run admin:create -- --email manager@example.com --role manager
// Uses DATABASE_URL (PostgreSQL, any time) or the PGlite files in DATA_DIR, like the app. PGlite's folder is
// locked by a running shop: then staff are added in /admin → «Сотрудники» instead.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

process.env.SEED_DEMO ??= '0';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com [--role admin|manager]  (password from ADMIN_PASSWORD or asked)';

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Пароль (не короче 6 символов): ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const role = values.role;
  if (role !== 'admin' && role !== 'manager') throw new Error(`--role must be admin or manager, not «${role}»`);
  const { isValidEmail } = await import('@/lib/format/email');
  const { PASSWORD_MAX, PASSWORD_MIN } = await import('@/lib/api/password-rule');
  if (!isValidEmail(values.email)) throw new Error(`Not an email: ${values.email}`);
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`The password must be ${PASSWORD_MIN}–${PASSWORD_MAX} characters long`);
  }
  const { isCommonPassword } = await import('@/lib/server/auth/password-policy');
  if (await isCommonPassword(password)) throw new Error('This password is one of the most common ones: choose another');
  const { openDatabase, closeDatabase } = await import('@/lib/db/client');
  const { createAdmin } = await import('@/lib/server/accounts/create-admin');
  const { db } = await openDatabase();
  try {
    const result = await createAdmin(db, values.email, password, role);
    const who = role === 'admin' ? 'Administrator' : 'Manager';
    console.log(result === 'created' ? `${who} ${values.email} created.` : `${values.email} is now: ${role}.`);
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: Error) => {
  const { DataDirInUseError } = await import('@/lib/db/data-dir-lock');
  if (error instanceof DataDirInUseError) {
    console.error(
      `admin:create: the shop is running on ${error.dir} (process ${error.holder}) and PGlite cannot share the folder — add staff in /admin → «Сотрудники» instead, or stop the shop first.`,
    );
  } else {
    console.error(`admin:create failed: ${error.message}`);
  }
  process.exit(1);
});
