// Request headers as Node, Express and the server renderer hand them over, and what the server reads from them
// besides cookies: the client's address.

/** Header names in lower case (as Node gives them); a repeated header may arrive as a list. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The first value of a header, if the request carries it. */
export function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address: the first X-Forwarded-For hop (Firebase Hosting and Cloud Run put the client there), else
 * the socket's; null when neither is known.
 */
export function clientAddress(headers: RequestHeaders, socketAddress?: string): string | null {
  return header(headers, 'x-forwarded-for')?.split(',')[0]?.trim() || socketAddress || null;
}
