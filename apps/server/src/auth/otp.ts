import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { type OtpPurpose, otps } from '../db/schema';

/** OTP rules: 6 digits, valid 10 minutes, single use, at most 5 wrong tries per code. */
export const otpPolicy = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5 } as const;

/** Why a code was refused. */
export type OtpFailure = 'invalid' | 'expired' | 'used' | 'missing' | 'too_many_attempts';

/** Whom a code is for: the address it was mailed to, and what it may be used for. */
export interface OtpSubject {
  email: string;
  purpose: OtpPurpose;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function hashCode(subject: OtpSubject, code: string): Buffer {
  return createHash('sha256')
    .update(`${subject.purpose}:${normaliseEmail(subject.email)}:${code}`)
    .digest();
}

/**
 * Issues and checks one-time passwords (password reset, signup). Codes are stored only as a hash
 * keyed by email and purpose; a new code replaces earlier unused ones for the same key; a correct
 * code is consumed at once (atomically, so two concurrent submissions cannot both succeed).
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * A fresh 6-digit code for `subject` (earlier unused codes for it stop working).
   *
   * @example
   * const code = await otp.issue({ email: user.email, purpose: 'reset' }, user.id);
   */
  async issue(subject: OtpSubject, userId?: number, executor: Executor = this.db): Promise<string> {
    const code = String(randomInt(0, 10 ** otpPolicy.digits)).padStart(otpPolicy.digits, '0');
    const email = normaliseEmail(subject.email);
    const at = this.now();
    await executor
      .update(otps)
      .set({ usedAt: at })
      .where(and(eq(otps.email, email), eq(otps.purpose, subject.purpose), isNull(otps.usedAt)));
    await executor.insert(otps).values({
      email,
      purpose: subject.purpose,
      userId: userId ?? null,
      codeHash: hashCode(subject, code).toString('hex'),
      expiresAt: new Date(at.getTime() + otpPolicy.ttlMs),
      createdAt: at,
    });
    return code;
  }

  /**
   * Checks `code` against the latest code for `subject` and consumes it on success. Wrong tries
   * count; after {@link otpPolicy.maxAttempts} the code is dead.
   */
  async verify(
    subject: OtpSubject,
    code: string,
    executor: Executor = this.db,
  ): Promise<{ ok: true } | { ok: false; reason: OtpFailure }> {
    const [row] = await executor
      .select()
      .from(otps)
      .where(and(eq(otps.email, normaliseEmail(subject.email)), eq(otps.purpose, subject.purpose)))
      .orderBy(desc(otps.createdAt), desc(otps.id))
      .limit(1);
    if (!row) return { ok: false, reason: 'missing' };
    if (row.usedAt) return { ok: false, reason: 'used' };
    const now = this.now();
    if (now.getTime() >= row.expiresAt.getTime()) return { ok: false, reason: 'expired' };
    if (row.attempts >= otpPolicy.maxAttempts) return { ok: false, reason: 'too_many_attempts' };
    const matches =
      /^\d{6}$/.test(code) &&
      timingSafeEqual(hashCode(subject, code), Buffer.from(row.codeHash, 'hex'));
    if (!matches) {
      await executor
        .update(otps)
        .set({ attempts: row.attempts + 1 })
        .where(eq(otps.id, row.id));
      return { ok: false, reason: 'invalid' };
    }
    const consumed = await executor
      .update(otps)
      .set({ usedAt: now })
      .where(and(eq(otps.id, row.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    return consumed.length ? { ok: true } : { ok: false, reason: 'used' };
  }
}
