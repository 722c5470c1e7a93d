// A scanned code checked in from the browser: the page's camera and photo scans ask the site's /graphql (same origin,
// the session cookie goes along) so that the camera keeps running between guests. Typed codes go through the page's
// form post, which works without JavaScript.
import { print } from 'graphql';
import { CheckInTicketDocument, type CheckInTicketMutation } from '../../graphql/generated/graphql';
import type { CheckInShown } from './check-in-api';

export async function checkInOverHttp(variables: { eventSlug: string; session: number; code: string }): Promise<CheckInShown> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: print(CheckInTicketDocument), variables }),
    });
    const result = (await response.json()) as { data?: CheckInTicketMutation | null; errors?: { extensions?: { code?: unknown } }[] };
    if (result.data?.checkIn) return result.data.checkIn;
    const code = result.errors?.[0]?.extensions?.code;
    return { outcome: 'FAILED', code: typeof code === 'string' ? code : 'UNKNOWN' };
  } catch {
    return { outcome: 'FAILED', code: 'NETWORK' };
  }
}
