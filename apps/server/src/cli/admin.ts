import { parseArgs } from 'node:util';
import {
  ADMIN_GROUPS,
  isAdminGroup,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZEmail,
} from '@newsroom/contract';
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { users } from '../db/schema';
import { personName } from '../lib/person-name';
import { deleteUserSessions } from '../services/auth/sessions';
import { findUserByEmail } from '../services/auth/users';
import { upsertAdmin } from '../services/users/upsert-admin';
import { openCliDatabase } from './open-cli-database';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create   --email E --password P --group G [--first-name F] [--last-name L]
           Creates the admin, or updates the one with this e-mail.
  list     Lists the admins.
  disable  --email E
           Disables the admin and ends its sessions.

Groups: ${ADMIN_GROUPS.join(', ')}
Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR
(default ./data) while the server is stopped.`;

class UsageError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`--${name} is required.`);
  return value;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (!['create', 'list', 'disable'].includes(command))
    throw new UsageError(`Unknown command "${command}".`);
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });

  // Validate everything before touching the database.
  let createInput: Parameters<typeof upsertAdmin>[1] | undefined;
  let email: string | undefined;
  if (command === 'create' || command === 'disable') {
    const parsed = ZEmail.safeParse(required(values, 'email'));
    if (!parsed.success)
      throw new UsageError(`--email: "${values.email}" is not an e-mail address.`);
    email = parsed.data;
  }
  if (command === 'create') {
    const password = required(values, 'password');
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      throw new UsageError(
        `--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
      );
    }
    const group = required(values, 'group');
    if (!isAdminGroup(group))
      throw new UsageError(`--group must be one of: ${ADMIN_GROUPS.join(', ')}.`);
    createInput = {
      email: email as string,
      password,
      group,
      firstName: values['first-name'],
      lastName: values['last-name'],
    };
  }

  const config = loadConfig();
  const database = await openCliDatabase(config);
  if (!database) return 1;
  try {
    await prepareDatabase(database, { brand: config.BRAND });
    const { db } = database;
    if (createInput) {
      const { user, created } = await upsertAdmin(db, createInput);
      console.log(`${created ? 'Created' : 'Updated'} admin ${user.email} (${user.adminGroup}).`);
    } else if (command === 'list') {
      const admins = await db
        .select()
        .from(users)
        .where(eq(users.userRole, 'admin'))
        .orderBy(asc(users.email));
      if (admins.length === 0) console.log('No admins yet: npm run admin -- create ...');
      for (const admin of admins) {
        const name = personName(admin.firstName, admin.lastName);
        const state = admin.disabledAt ? 'disabled' : admin.passwordHash ? 'active' : 'invited';
        console.log(`${admin.email}\t${admin.adminGroup ?? '-'}\t${state}\t${name}`);
      }
    } else {
      const user = await findUserByEmail(db, email as string);
      if (user?.userRole !== 'admin') {
        console.error(`No admin with the e-mail ${email}.`);
        return 1;
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ disabledAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await deleteUserSessions(tx, user.id);
      });
      console.log(`Disabled admin ${user.email}; its sessions have ended.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const isUsage =
      error instanceof UsageError ||
      (error as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS');
    console.error(isUsage ? `${message}\n\n${USAGE}` : `Failed: ${message}`);
    process.exit(isUsage ? 2 : 1);
  },
);
