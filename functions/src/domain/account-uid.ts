// What an account's uid looks like wherever one arrives from outside (a URL, an API argument): the identities' uids
// (Firebase Auth's, the embedded identity's random ones, the demo's fixed ones) are letters, digits, - and _, at most
// 128 characters. Anything else names no account, and is refused before any read.
export const ACCOUNT_UID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const isAccountUid = (value: string): boolean => ACCOUNT_UID_PATTERN.test(value);
