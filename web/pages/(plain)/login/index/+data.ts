// Whether to offer Google sign-in: a server setting (GOOGLE_SIGN_IN, see the README), so it is read where the page's
// data is made, never in the browser.
export type Data = { googleSignIn: boolean };

export function data(): Data {
  return { googleSignIn: process.env.GOOGLE_SIGN_IN === 'true' };
}
