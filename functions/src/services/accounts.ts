// Sign-up, sign-in (password, link, Google), password reset, sign-out and session refresh over the identity
// provider; the viewer of a request; the profile a first sign-in creates; and the throttle that slows down guessing.
// Field errors use the codes the web localizes (form.error.<CODE>).
import { z } from 'zod';
import type { Locale, ProfileRecord } from '../domain/records.js';
import type { Store } from '../domain/repositories.js';
import type { Viewer } from '../graphql/context.js';
import { IdentityError, MIN_PASSWORD_LENGTH, type IdentityProvider, type IdentityUser, type Session } from '../identity/identity.js';
import { isValidEmail, normalizeEmail } from '../identity/secrets.js';
import { InvalidInputError, TooManyAttemptsError, UnauthenticatedError, type FieldError } from './errors.js';
import { composeMail } from './mail.js';

/** The name of the session cookie: the only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE = '__session';
export const MAX_NAME_LENGTH = 80;

export interface AccountsContext {
  store: Store;
  identity: IdentityProvider;
  locale: Locale;
  now: Date;
  /** Public origin for links in mails (SITE_URL, or the request's own origin on a local machine); null when unknown. */
  siteUrl: string | null;
  /** The client's address, for the per-address throttle; null when unknown (then only the account is throttled). */
  clientAddress: string | null;
}

export interface SignedInViewer {
  viewer: Viewer;
  session: Session;
}

// ---- Validation ----

const email = z.string().transform(normalizeEmail).refine(isValidEmail, { error: 'INVALID_EMAIL' });
const newPassword = z
  .string()
  .min(1, { error: 'REQUIRED' })
  .min(MIN_PASSWORD_LENGTH, { error: 'WEAK_PASSWORD' })
  .max(4096, { error: 'TOO_LONG' });
const name = z.string().trim().min(1, { error: 'REQUIRED' }).max(MAX_NAME_LENGTH, { error: 'TOO_LONG' });
const locale = z.enum(['de', 'en']);

/** Parses each field with its schema; every failing field is reported at once. */
function parseFields<S extends Record<string, z.ZodType>>(schemas: S, values: { [K in keyof S]?: unknown }): { [K in keyof S]: z.output<S[K]> } {
  const fields: FieldError[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(schemas)) {
    const result = schema.safeParse(values[field]);
    if (result.success) parsed[field] = result.data;
    else fields.push({ field, code: result.error.issues[0]?.message.match(/^[A-Z_]+$/) ? result.error.issues[0].message : 'INVALID' });
  }
  if (fields.length > 0) throw new InvalidInputError(`Invalid input: ${fields.map((f) => `${f.field} ${f.code}`).join(', ')}.`, fields);
  return parsed as { [K in keyof S]: z.output<S[K]> };
}

/** IdentityError → the field error the form shows. */
function fieldError(error: unknown, fields: Partial<Record<IdentityError['code'], string>>): never {
  if (error instanceof IdentityError) {
    const field = fields[error.code];
    if (field) throw new InvalidInputError(`Invalid input: ${field} ${error.code}.`, [{ field, code: error.code }]);
  }
  throw error;
}

// ---- Throttle ----

/**
 * Slows down password guessing: after FREE_FAILURES failed sign-ins within WINDOW_MS for one account (email) or
 * one client address, each further attempt waits for an exponentially growing lockout (30 s, 1 min, 2 min, ... up
 * to an hour). Kept in process memory with a size cap (oldest entries go first): a restart or another instance
 * starts afresh, which is acceptable for slowing guessing down (decision 007); a shared store is the step after.
 */
export class SignInThrottle {
  static readonly FREE_FAILURES = 5;
  static readonly WINDOW_MS = 15 * 60 * 1000;
  static readonly BASE_LOCK_MS = 30_000;
  static readonly MAX_LOCK_MS = 60 * 60 * 1000;
  private readonly entries = new Map<string, { failures: number[]; lockedUntil: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Throws TooManyAttemptsError while any of the keys is locked. */
  check(keys: readonly string[], now: Date): void {
    const waits = keys.map((key) => (this.entries.get(key)?.lockedUntil ?? 0) - now.getTime()).filter((ms) => ms > 0);
    if (waits.length > 0) throw new TooManyAttemptsError(Math.ceil(Math.max(...waits) / 1000));
  }

  fail(keys: readonly string[], now: Date): void {
    const at = now.getTime();
    for (const key of keys) {
      const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = [...entry.failures.filter((time) => time > at - SignInThrottle.WINDOW_MS), at];
      const excess = entry.failures.length - SignInThrottle.FREE_FAILURES;
      if (excess >= 0) entry.lockedUntil = at + Math.min(SignInThrottle.BASE_LOCK_MS * 2 ** excess, SignInThrottle.MAX_LOCK_MS);
      this.entries.delete(key); // re-inserted last: the Map's order is least recently failed first
      this.entries.set(key, entry);
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}

/** One throttle per process (see SignInThrottle). */
export const signInThrottle = new SignInThrottle();
/**
 * Mails on request (sign-in links, resets) count as attempts of their own: more than five to one address or from
 * one client within 15 minutes wait likewise, so nobody floods a mailbox through us.
 */
export const mailThrottle = new SignInThrottle();

function countMailRequest(ctx: AccountsContext, address: string): void {
  const keys = throttleKeys(ctx, address);
  mailThrottle.check(keys, ctx.now);
  mailThrottle.fail(keys, ctx.now);
}

function throttleKeys(ctx: AccountsContext, address: string): string[] {
  return [`account:${address}`, ...(ctx.clientAddress ? [`client:${ctx.clientAddress}`] : [])];
}

// ---- Viewer and profile ----

/** The profile a person gets on their first sign-in. */
function newProfile(user: IdentityUser, profileName: string, profileLocale: Locale, now: Date): ProfileRecord {
  return {
    uid: user.uid,
    email: user.email,
    name: profileName,
    favouriteCraftSlugs: [],
    locale: profileLocale,
    role: 'USER',
    trustedOrganiser: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The local part of the address, as a first name until the person sets one. */
function nameFromEmail(address: string): string {
  return (address.split('@')[0] ?? '').slice(0, MAX_NAME_LENGTH) || address;
}

/** The person's profile, created on their first sign-in (also for accounts made by link, Google or elsewhere). */
async function ensureProfile(store: Store, user: IdentityUser, profileLocale: Locale, profileName?: string): Promise<ProfileRecord> {
  const [existing] = await store.profiles.getByUids([user.uid]);
  if (existing) return existing;
  const profile = newProfile(user, profileName ?? nameFromEmail(user.email), profileLocale, new Date());
  await store.write([{ put: 'profile', record: profile }]);
  return profile;
}

/** The Viewer of a signed-in person: role from the profile, VENUE_OWNER for a USER who keeps a venue. */
export async function viewerOf(store: Store, user: IdentityUser, profile: ProfileRecord): Promise<Viewer> {
  const venues = await store.venues.byOwner(user.uid);
  const ownedVenueSlugs = venues.map((venue) => venue.slug);
  return {
    uid: user.uid,
    role: profile.role === 'USER' && ownedVenueSlugs.length > 0 ? 'VENUE_OWNER' : profile.role,
    email: user.email,
    emailVerified: user.emailVerified,
    signInMethods: user.methods,
    profile,
    ownedVenueSlugs,
  };
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, key: string): string | undefined {
  const value = headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Cookies are Secure in production, except when the site runs on this machine (plain http://localhost). */
export function secureCookie(host: string | undefined): boolean {
  return process.env.NODE_ENV === 'production' && !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host ?? '');
}

/** The Set-Cookie value for a new session, or one that removes the cookie (null). */
export function sessionCookieHeader(session: Session | null, now: Date, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!session) return `${SESSION_COOKIE}=; Max-Age=0; ${attributes}`;
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return `${SESSION_COOKIE}=${encodeURIComponent(session.cookie)}; Max-Age=${maxAge}; ${attributes}`;
}

/** The `__session` cookie's value, if the request carries one. */
export function sessionCookie(headers: Headers): string | undefined {
  for (const part of (header(headers, 'cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined; // malformed escapes: no session, not an error
    }
  }
  return undefined;
}

/**
 * The signed-in person of a request, from the `__session` cookie or an `Authorization: Bearer` token (an ID token,
 * or the session value itself for the embedded identity); null when signed out, invalid or expired. A first
 * sign-in creates the profile (in `locale`).
 */
export async function resolveViewer(store: Store, identity: IdentityProvider, headers: Headers, locale: Locale = 'de'): Promise<Viewer | null> {
  const cookie = sessionCookie(headers);
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(headers, 'authorization') ?? '')?.[1];
  const user = cookie ? await identity.verifySession(cookie) : bearer ? await identity.verifyIdToken(bearer) : null;
  if (!user) return null;
  return viewerOf(store, user, await ensureProfile(store, user, locale));
}

// ---- Operations ----

async function signedInViewer(ctx: AccountsContext, user: IdentityUser, session: Session, profileName?: string, profileLocale?: Locale): Promise<SignedInViewer> {
  const profile = await ensureProfile(ctx.store, user, profileLocale ?? ctx.locale, profileName);
  return { viewer: await viewerOf(ctx.store, user, profile), session };
}

export async function signUp(
  ctx: AccountsContext,
  input: { email: string; password: string; name: string; locale?: Locale | null },
): Promise<SignedInViewer> {
  const parsed = parseFields({ email, password: newPassword, name, locale: locale.nullish() }, input);
  const signed = await ctx.identity
    .signUp(parsed.email, parsed.password)
    .catch((error: unknown) => fieldError(error, { EMAIL_EXISTS: 'email', INVALID_EMAIL: 'email', WEAK_PASSWORD: 'password' }));
  try {
    return await signedInViewer(ctx, signed.user, signed.session, parsed.name, parsed.locale ?? ctx.locale);
  } catch (error) {
    // No account without its profile: the person can simply sign up again.
    await ctx.identity.deleteUser(signed.user.uid).catch(() => undefined);
    throw error;
  }
}

export async function signIn(ctx: AccountsContext, args: { email: string; password: string }): Promise<SignedInViewer> {
  const parsed = parseFields({ email: z.string().min(1, { error: 'REQUIRED' }), password: z.string().min(1, { error: 'REQUIRED' }) }, args);
  const address = normalizeEmail(parsed.email);
  const keys = throttleKeys(ctx, address);
  signInThrottle.check(keys, ctx.now);
  let signed;
  try {
    signed = await ctx.identity.signIn(address, parsed.password);
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'INVALID_CREDENTIALS') signInThrottle.fail(keys, ctx.now);
    return fieldError(error, { INVALID_CREDENTIALS: 'password' });
  }
  signInThrottle.succeed(`account:${address}`);
  return signedInViewer(ctx, signed.user, signed.session);
}

/** A local path to continue at (one leading slash), else undefined. */
export function localPath(next: string | null | undefined): string | undefined {
  return next && /^\/(?![/\\])/.test(next) && next.length <= 500 ? next : undefined;
}

function link(ctx: AccountsContext, mailLocale: Locale, path: string, params: Record<string, string | undefined>): string {
  if (!ctx.siteUrl) throw new Error('SITE_URL must be set: links in mails need the public origin');
  const url = new URL(`${mailLocale === 'en' ? '/en' : ''}${path}`, ctx.siteUrl);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** Mails a sign-in link (the account is created on its first use). The answer never tells whether the address is known. */
export async function requestSignInLink(
  ctx: AccountsContext,
  args: { email: string; locale?: Locale | null; next?: string | null },
): Promise<true> {
  const parsed = parseFields({ email, locale: locale.nullish() }, args);
  countMailRequest(ctx, parsed.email);
  const mailLocale = parsed.locale ?? ctx.locale;
  const code = await ctx.identity.createSignInCode(parsed.email);
  const url = link(ctx, mailLocale, '/login/link', { email: parsed.email, code, next: localPath(args.next) });
  await ctx.store.write([{ put: 'mail', record: composeMail('signInLink', parsed.email, mailLocale, { link: url }, ctx.now) }]);
  return true;
}

export async function signInWithLink(ctx: AccountsContext, args: { email: string; code: string }): Promise<SignedInViewer> {
  const parsed = parseFields({ email, code: z.string().min(1, { error: 'INVALID_LINK' }) }, args);
  const signed = await ctx.identity
    .signInWithLink(parsed.email, parsed.code)
    .catch((error: unknown) => fieldError(error, { INVALID_LINK: 'code' }));
  return signedInViewer(ctx, signed.user, signed.session);
}

/** Mails a password-reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(ctx: AccountsContext, args: { email: string; locale?: Locale | null }): Promise<true> {
  const parsed = parseFields({ email, locale: locale.nullish() }, args);
  countMailRequest(ctx, parsed.email);
  const code = await ctx.identity.createPasswordResetCode(parsed.email);
  if (!code) return true;
  const mailLocale = parsed.locale ?? ctx.locale;
  const url = link(ctx, mailLocale, '/login/reset', { code });
  await ctx.store.write([{ put: 'mail', record: composeMail('passwordReset', parsed.email, mailLocale, { link: url }, ctx.now) }]);
  return true;
}

export async function resetPassword(ctx: AccountsContext, args: { code: string; password: string }): Promise<true> {
  const parsed = parseFields({ code: z.string().min(1, { error: 'INVALID_LINK' }), password: newPassword }, args);
  await ctx.identity
    .resetPassword(parsed.code, parsed.password)
    .catch((error: unknown) => fieldError(error, { INVALID_LINK: 'code', WEAK_PASSWORD: 'password' }));
  return true;
}

/** Ends every session of the person (on every device). */
export async function signOut(ctx: AccountsContext, viewer: Viewer): Promise<true> {
  await ctx.identity.revokeSessions(viewer.uid);
  return true;
}

export async function refreshSession(ctx: AccountsContext, cookie: string | undefined): Promise<Session> {
  const session = cookie ? await ctx.identity.refreshSession(cookie) : null;
  if (!session) throw new UnauthenticatedError('The session has ended; sign in again.');
  return session;
}

/** Where to send the browser for Google sign-in; null when Google sign-in is not configured. */
export function googleSignInUrl(ctx: AccountsContext, returnPath: string): Promise<string | null> {
  return ctx.siteUrl ? ctx.identity.googleSignInUrl(new URL(returnPath, ctx.siteUrl).href) : Promise.resolve(null);
}

export async function completeGoogleSignIn(ctx: AccountsContext, query: string, returnPath: string): Promise<SignedInViewer> {
  if (!ctx.siteUrl) throw new IdentityError('NOT_CONFIGURED');
  const signed = await ctx.identity.completeGoogleSignIn(new URL(returnPath, ctx.siteUrl).href, query);
  return signedInViewer(ctx, signed.user, signed.session);
}
