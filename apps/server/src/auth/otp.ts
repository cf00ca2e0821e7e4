import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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
   * Checks `code` against the latest code for `subject` and counts the try — durably, in its own
   * statement on the service's database (never the caller's transaction, which a refused request
   * rolls back), and atomically (`attempts < max` is re-checked under the row lock), so neither a
   * failed request nor concurrent guesses get more than {@link otpPolicy.maxAttempts} tries. Does not
   * consume the code: pass the answer to {@link consume} inside the change's transaction. Call it
   * outside any open transaction (on PGlite a second statement would wait for that transaction).
   *
   * @example
   * const checked = await otp.check(subject, body.otp);
   * if (!checked.ok) throw new HttpError(400, serverMessages.invalidOtp);
   * await db.transaction(async (tx) => { if (!(await otp.consume(checked, tx))) throw …; … });
   */
  async check(
    subject: OtpSubject,
    code: string,
  ): Promise<{ ok: true; id: number } | { ok: false; reason: OtpFailure }> {
    const email = normaliseEmail(subject.email);
    const now = this.now();
    const latest = this.db
      .select({ id: otps.id })
      .from(otps)
      .where(and(eq(otps.email, email), eq(otps.purpose, subject.purpose)))
      .orderBy(desc(otps.createdAt), desc(otps.id))
      .limit(1);
    const [counted] = await this.db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(
        and(
          sql`${otps.id} = (${latest})`,
          isNull(otps.usedAt),
          gt(otps.expiresAt, now),
          lt(otps.attempts, otpPolicy.maxAttempts),
        ),
      )
      .returning({ id: otps.id, codeHash: otps.codeHash });
    if (!counted) {
      const [row] = await this.db
        .select()
        .from(otps)
        .where(and(eq(otps.email, email), eq(otps.purpose, subject.purpose)))
        .orderBy(desc(otps.createdAt), desc(otps.id))
        .limit(1);
      if (!row) return { ok: false, reason: 'missing' };
      if (row.usedAt) return { ok: false, reason: 'used' };
      if (now.getTime() >= row.expiresAt.getTime()) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'too_many_attempts' };
    }
    const matches =
      /^\d{6}$/.test(code) &&
      timingSafeEqual(hashCode(subject, code), Buffer.from(counted.codeHash, 'hex'));
    return matches ? { ok: true, id: counted.id } : { ok: false, reason: 'invalid' };
  }

  /**
   * Consumes a code {@link check} accepted (in the change's transaction, so a failed change leaves
   * it usable); false when a concurrent request consumed it first.
   */
  async consume(checked: { id: number }, executor: Executor = this.db): Promise<boolean> {
    const consumed = await executor
      .update(otps)
      .set({ usedAt: this.now() })
      .where(and(eq(otps.id, checked.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    return consumed.length > 0;
  }

  /**
   * {@link check} then {@link consume} in one call, for callers with nothing else to change.
   *
   * @example
   * expect(await otp.verify(subject, code)).toEqual({ ok: true });
   */
  async verify(
    subject: OtpSubject,
    code: string,
  ): Promise<{ ok: true } | { ok: false; reason: OtpFailure }> {
    const checked = await this.check(subject, code);
    if (!checked.ok) return checked;
    return (await this.consume(checked)) ? { ok: true } : { ok: false, reason: 'used' };
  }
}
