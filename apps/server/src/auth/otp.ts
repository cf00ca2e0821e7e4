import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { otps } from '../db/schema';

/** OTP rules: 6 digits, valid 10 minutes, single use, at most 5 wrong tries per code. */
export const otpPolicy = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5 } as const;

/** Why a code was refused. */
export type OtpFailure = 'invalid' | 'expired' | 'used' | 'missing' | 'too_many_attempts';

function hashCode(userId: number, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

/**
 * Issues and checks one-time passwords for password reset. Codes are stored only as a hash; a
 * new code replaces the user's earlier unused ones; a correct code is consumed at once.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * A fresh 6-digit code for `userId` (earlier unused codes stop working).
   *
   * @example
   * const code = await otp.issue(user.id); // mail it, never log it in production
   */
  async issue(userId: number, executor: Executor = this.db): Promise<string> {
    const code = String(randomInt(0, 10 ** otpPolicy.digits)).padStart(otpPolicy.digits, '0');
    const at = this.now();
    await executor
      .update(otps)
      .set({ usedAt: at })
      .where(and(eq(otps.userId, userId), isNull(otps.usedAt)));
    await executor.insert(otps).values({
      userId,
      codeHash: hashCode(userId, code).toString('hex'),
      expiresAt: new Date(at.getTime() + otpPolicy.ttlMs),
      createdAt: at,
    });
    return code;
  }

  /**
   * Checks `code` against the user's latest code and consumes it on success. Wrong tries count;
   * after {@link otpPolicy.maxAttempts} the code is dead.
   */
  async verify(
    userId: number,
    code: string,
    executor: Executor = this.db,
  ): Promise<{ ok: true } | { ok: false; reason: OtpFailure }> {
    const [row] = await executor
      .select()
      .from(otps)
      .where(eq(otps.userId, userId))
      .orderBy(desc(otps.createdAt), desc(otps.id))
      .limit(1);
    if (!row) return { ok: false, reason: 'missing' };
    if (row.usedAt) return { ok: false, reason: 'used' };
    const now = this.now();
    if (now.getTime() >= row.expiresAt.getTime()) return { ok: false, reason: 'expired' };
    if (row.attempts >= otpPolicy.maxAttempts) return { ok: false, reason: 'too_many_attempts' };
    const matches =
      /^\d{6}$/.test(code) &&
      timingSafeEqual(hashCode(userId, code), Buffer.from(row.codeHash, 'hex'));
    if (!matches) {
      await executor
        .update(otps)
        .set({ attempts: row.attempts + 1 })
        .where(eq(otps.id, row.id));
      return { ok: false, reason: 'invalid' };
    }
    // Consume atomically: of two concurrent correct submissions only one finds it unused.
    const consumed = await executor
      .update(otps)
      .set({ usedAt: now })
      .where(and(eq(otps.id, row.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    return consumed.length ? { ok: true } : { ok: false, reason: 'used' };
  }
}
