// Sign-up, sign-in (password, link, Google), password reset, sign-out and session refresh over the identity
// provider, throttled against guessing (throttle.ts). The viewer a sign-in yields is made in viewers.ts. Field
// errors use the codes the web localizes (form.error.<CODE>).
import { z } from 'zod';
import { localPath } from '../domain/local-path.js';
import type { Locale } from '../domain/records.js';
import { StoreUnavailableError } from '../domain/repositories.js';
import type { Viewer } from '../domain/viewer.js';
import { IdentityError, MIN_PASSWORD_LENGTH, type IdentityUser, type Session } from '../identity/identity.js';
import { isValidEmail, normalizeEmail } from '../identity/secrets.js';
import { InvalidInputError, UnauthenticatedError, type FieldError } from './errors.js';
import { composeMail } from './mail.js';
import { mailThrottle, signInThrottle, signUpThrottle } from './throttle.js';
import type { SignInContext } from './service-context.js';
import { ensureProfile, MAX_NAME_LENGTH, viewerOf } from './viewers.js';

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

/**
 * Parses each field with its schema; every failing field is reported at once, named by its path in the mutation's
 * arguments (`prefix` "input." for the fields of an input object).
 */
function parseFields<S extends Record<string, z.ZodType>>(
  schemas: S,
  values: { [K in keyof S]?: unknown },
  prefix = '',
): { [K in keyof S]: z.output<S[K]> } {
  const fields: FieldError[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(schemas)) {
    const result = schema.safeParse(values[field]);
    if (result.success) parsed[field] = result.data;
    else fields.push({ field: `${prefix}${field}`, code: result.error.issues[0]?.message.match(/^[A-Z_]+$/) ? result.error.issues[0].message : 'INVALID' });
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

// ---- Throttle keys (throttle.ts counts the attempts) ----

async function countMailRequest(ctx: SignInContext, address: string): Promise<void> {
  await mailThrottle.take(ctx.store, throttleKeys(ctx, address), ctx.now);
}

function throttleKeys(ctx: SignInContext, address: string): string[] {
  return [`account:${address}`, `client:${ctx.clientAddress}`];
}

// ---- Operations ----

async function signedInViewer(ctx: SignInContext, user: IdentityUser, session: Session, profileName?: string, profileLocale?: Locale): Promise<SignedInViewer> {
  const profile = await ensureProfile(ctx.store, user, profileLocale ?? ctx.locale, profileName);
  return { viewer: await viewerOf(ctx.store, user, profile), session };
}

export async function signUp(
  ctx: SignInContext,
  input: { email: string; password: string; name: string; locale?: Locale | null },
): Promise<SignedInViewer> {
  const parsed = parseFields({ email, password: newPassword, name, locale: locale.nullish() }, input, 'input.');
  // Every attempt that reaches the identity provider counts, taken or not: an existing address answers EMAIL_EXISTS.
  await signUpThrottle.take(ctx.store, [`client:${ctx.clientAddress}`], ctx.now);
  const signed = await ctx.identity
    .signUp(parsed.email, parsed.password)
    .catch((error: unknown) => fieldError(error, { EMAIL_EXISTS: 'input.email', INVALID_EMAIL: 'input.email', WEAK_PASSWORD: 'input.password' }));
  try {
    return await signedInViewer(ctx, signed.user, signed.session, parsed.name, parsed.locale ?? ctx.locale);
  } catch (error) {
    // No account without its profile: the person can simply sign up again.
    await ctx.identity.deleteUser(signed.user.uid).catch(() => undefined);
    throw error;
  }
}

export async function signIn(ctx: SignInContext, args: { email: string; password: string }): Promise<SignedInViewer> {
  const parsed = parseFields({ email: z.string().min(1, { error: 'REQUIRED' }), password: z.string().min(1, { error: 'REQUIRED' }) }, args);
  const address = normalizeEmail(parsed.email);
  const keys = throttleKeys(ctx, address);
  await signInThrottle.check(ctx.store, keys, ctx.now);
  let signed;
  try {
    signed = await ctx.identity.signIn(address, parsed.password);
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'INVALID_CREDENTIALS') await signInThrottle.count(ctx.store, keys, ctx.now);
    return fieldError(error, { INVALID_CREDENTIALS: 'password' });
  }
  // The right password clears the account's failures; a store that cannot write now only leaves them to expire.
  await signInThrottle.forget(ctx.store, `account:${address}`, ctx.now).catch((error: unknown) => {
    if (!(error instanceof StoreUnavailableError)) throw error;
  });
  return signedInViewer(ctx, signed.user, signed.session);
}

function link(ctx: SignInContext, mailLocale: Locale, path: string, params: Record<string, string | undefined>): string {
  if (!ctx.siteUrl) throw new Error('SITE_URL must be set: links in mails need the public origin');
  const url = new URL(`${mailLocale === 'en' ? '/en' : ''}${path}`, ctx.siteUrl);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** Mails a sign-in link (the account is created on its first use). The answer never tells whether the address is known. */
export async function requestSignInLink(
  ctx: SignInContext,
  args: { email: string; locale?: Locale | null; next?: string | null },
): Promise<true> {
  const parsed = parseFields({ email, locale: locale.nullish() }, args);
  await countMailRequest(ctx, parsed.email);
  const mailLocale = parsed.locale ?? ctx.locale;
  const code = await ctx.identity.createSignInCode(parsed.email);
  const url = link(ctx, mailLocale, '/login/link', { email: parsed.email, code, next: localPath(args.next) });
  await ctx.store.write([{ put: 'mail', record: composeMail('signInLink', parsed.email, mailLocale, { link: url }, ctx.now) }]);
  return true;
}

export async function signInWithLink(ctx: SignInContext, args: { email: string; code: string }): Promise<SignedInViewer> {
  const parsed = parseFields({ email, code: z.string().min(1, { error: 'INVALID_LINK' }) }, args);
  const signed = await ctx.identity
    .signInWithLink(parsed.email, parsed.code)
    .catch((error: unknown) => fieldError(error, { INVALID_LINK: 'code' }));
  return signedInViewer(ctx, signed.user, signed.session);
}

/** Mails a password-reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(ctx: SignInContext, args: { email: string; locale?: Locale | null }): Promise<true> {
  const parsed = parseFields({ email, locale: locale.nullish() }, args);
  await countMailRequest(ctx, parsed.email);
  const code = await ctx.identity.createPasswordResetCode(parsed.email);
  if (!code) return true;
  const mailLocale = parsed.locale ?? ctx.locale;
  const url = link(ctx, mailLocale, '/login/reset', { code });
  await ctx.store.write([{ put: 'mail', record: composeMail('passwordReset', parsed.email, mailLocale, { link: url }, ctx.now) }]);
  return true;
}

export async function resetPassword(ctx: SignInContext, args: { code: string; password: string }): Promise<true> {
  const parsed = parseFields({ code: z.string().min(1, { error: 'INVALID_LINK' }), password: newPassword }, args);
  await ctx.identity
    .resetPassword(parsed.code, parsed.password)
    .catch((error: unknown) => fieldError(error, { INVALID_LINK: 'code', WEAK_PASSWORD: 'password' }));
  return true;
}

/** Ends every session of the person (on every device). */
export async function signOut(ctx: SignInContext, viewer: Viewer): Promise<true> {
  await ctx.identity.revokeSessions(viewer.uid);
  return true;
}

export async function refreshSession(ctx: SignInContext, cookie: string | undefined): Promise<Session> {
  const session = cookie ? await ctx.identity.refreshSession(cookie) : null;
  if (!session) throw new UnauthenticatedError('The session has ended; sign in again.');
  return session;
}

/** Where to send the browser for Google sign-in; null when Google sign-in is not configured. */
export function googleSignInUrl(ctx: SignInContext, returnPath: string): Promise<string | null> {
  return ctx.siteUrl ? ctx.identity.googleSignInUrl(new URL(returnPath, ctx.siteUrl).href) : Promise.resolve(null);
}

export async function completeGoogleSignIn(ctx: SignInContext, query: string, returnPath: string): Promise<SignedInViewer> {
  if (!ctx.siteUrl) throw new IdentityError('NOT_CONFIGURED');
  const signed = await ctx.identity.completeGoogleSignIn(new URL(returnPath, ctx.siteUrl).href, query);
  return signedInViewer(ctx, signed.user, signed.session);
}
