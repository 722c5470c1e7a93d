// Request headers as Node, Express and the server renderer hand them over. Which client a request comes from is
// client-address.ts's to say.

/** Header names in lower case (as Node gives them); a repeated header may arrive as a list. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The first value of a header, if the request carries it. */
export function header(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
