import { or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

/** A user row as a login reads it. */
export type Account = typeof users.$inferSelect;

/**
 * The account a username or email names, case-insensitively; a username that equals someone
 * else's email names the username's account.
 *
 * @example
 * const account = await findAccount(db, 'Manager');
 */
export async function findAccount(
  executor: Executor,
  identifier: string,
): Promise<Account | undefined> {
  const key = identifier.trim().toLowerCase();
  const rows = await executor
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(2);
  return rows.find((u) => u.username.toLowerCase() === key) ?? rows[0];
}

/**
 * The rate-limit name of whoever a login/OTP body names: `user:<id>` when `name` (any case) is
 * `account`'s username or email, so every name of one account shares one bucket; else the name.
 */
export function accountRateLimitName(account: Account | undefined, name: string): string {
  return account ? `user:${account.id}` : name.trim().toLowerCase();
}
