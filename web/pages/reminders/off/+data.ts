// /reminders/off?r=…&t=…: the link in every reminder mail, which works signed out. Opening it turns the person's
// reminders off: a GET that changes something, on purpose, as one click from the mail has to be enough (and mail
// programs' own „unsubscribe“ button, List-Unsubscribe, opens it too). Mail scanners that open links in advance turn
// them off as well, which is why the page offers to undo it (a POST, which no scanner sends). A link that is not a
// reminder's own is a 404 with an explanation in the visitor's words.
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { graphql } from '../../../graphql/generated';
import { runOperation } from '../../../lib/graphql/run-operation.server';

const RemindersOffByLinkDocument = graphql(`
  mutation RemindersOffByLink($reminder: String!, $token: String!) {
    setRemindersOffByLink(reminder: $reminder, token: $token, off: true)
  }
`);

export type Data = { state: 'off'; reminder: string; token: string } | { state: 'on' };

/** What the error page explains for a link that does not (or no longer) work (pages/_error reads `explanation`). */
export const invalidLink = { explanation: 'remindersOff.invalid' };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { r: reminder = '', t: token = '', on } = pageContext.urlParsed.search;
  if (!reminder && !token && on === '1') return { state: 'on' };
  if (!reminder || !token) throw render(404, invalidLink);
  const { data, errors } = await runOperation(pageContext.graphql, RemindersOffByLinkDocument, { reminder, token });
  if (data?.setRemindersOffByLink === true) return { state: 'off', reminder, token };
  const code = errors[0]?.extensions?.code;
  if (code === 'STORE_UNAVAILABLE') throw render(503, 'STORE_UNAVAILABLE');
  if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') throw render(404, invalidLink);
  throw new Error(`Turning reminders off by a mail's link failed: ${String(code ?? errors[0]?.message)}`);
}
