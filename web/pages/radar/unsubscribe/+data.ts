// /radar/unsubscribe?token=…: the link in every Radar mail, which works signed out. Opening it pauses the alert the
// mail was sent for. A GET that changes something, on purpose: one click from the mail has to be enough. Mail
// scanners that open links in advance pause it as well, which is why the page offers to undo it (a POST, which no
// scanner sends), and why pausing rather than deleting is what the link does. An unknown or expired token is a
// 404 with an explanation in the visitor's words.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import type { SummarisedAlert } from '../../../features/radar/radar-summary';
import { graphql } from '../../../graphql/generated';
import { runOperation } from '../../../lib/graphql/run-operation.server';

const PauseRadarByTokenDocument = graphql(`
  mutation PauseRadarByToken($token: String!) {
    setRadarAlertActiveByToken(token: $token, active: false) {
      id
      active
      crafts {
        slug
        name
      }
      place {
        label
        kind
        radiusKm
      }
      weekdays
      startsFrom
      startsUntil
      maxPriceCents
    }
  }
`);

export type Data = { state: 'paused'; alert: SummarisedAlert; token: string } | { state: 'resumed' };

/** What the error page explains for a link that does not (or no longer) work (pages/_error reads `explanation`). */
export const invalidLink = { explanation: 'radarUnsubscribe.invalid' };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { token = '', resumed } = pageContext.urlParsed.search;
  if (!token && resumed === '1') return { state: 'resumed' };
  if (!token) throw render(404, invalidLink);
  // A mutation, not a record to load: a token that does not work says so in its own words (invalidLink).
  const { data, errors } = await runOperation(pageContext.graphql, PauseRadarByTokenDocument, { token });
  const alert = data?.setRadarAlertActiveByToken;
  if (alert) return { state: 'paused', alert, token };
  const code = errors[0]?.extensions?.code;
  if (code === 'STORE_UNAVAILABLE') throw render(503, 'STORE_UNAVAILABLE');
  if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') throw render(404, invalidLink);
  throw new Error(`Pausing a Radar alert by its link failed: ${String(code ?? errors[0]?.message)}`);
}
