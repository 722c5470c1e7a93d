// Credentials handling shared by the identity adapters and the accounts service: address normalisation, random
// secrets and their hashes, scrypt password hashes.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { IdentityError, MIN_PASSWORD_LENGTH } from './identity.js';

/** Addresses are compared trimmed and lower-cased (Firebase Auth does the same). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is proven by the mail, not a regex.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** The normalised address, or IdentityError INVALID_EMAIL. */
export function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw new IdentityError('INVALID_EMAIL');
  return normalized;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new IdentityError('WEAK_PASSWORD');
}

/** 32 random bytes, URL-safe: session ids and one-time codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a session id or code: a leaked table does not sign anyone in. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

// scrypt cost: N=2^15, r=8 (about 32 MiB and ~50-100 ms per hash on one core). Stored with the hash so that it
// can be raised later without invalidating existing hashes.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time. A null hash (no such account, or no password) still costs one scrypt run. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [kind, N, r, p, salt, hash] = (stored ?? DUMMY_HASH).split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(N), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected) && stored !== null;
}

const DUMMY_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;
