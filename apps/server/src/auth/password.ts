import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 (OWASP's minimum is 2^17 with p=1 at 64 MiB; 2^15 keeps a login
 * around 100 ms on this hardware while staying far beyond brute force for real passwords). */
const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Async scrypt runs on libuv's thread pool: the event loop keeps serving while it hashes.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function maxmem(N: number, r: number): number {
  return 128 * N * r * 2;
}

/**
 * Hashes a password with scrypt and a random salt, off the event loop.
 * The result is self-describing: `scrypt$N$r$p$salt$hash` (base64), so parameters can change later.
 *
 * @example
 * const stored = await hashPassword('Demo@1234');
 * await verifyPassword('Demo@1234', stored); // true
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = params;
  const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash in constant time. False for a wrong password and for a
 * malformed or foreign hash (never throws for those).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), {
    N,
    r,
    p,
    maxmem: maxmem(N, r),
  }).catch(() => undefined);
  if (!actual || actual.length !== expected.length) return false;
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when a username is unknown, so both paths take
 * the same time and a login does not reveal which usernames exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
