// /app/participants/<course>: every date of the course with its seats and who came, for its organiser and editors (the
// same 404 for anyone else); ?session=<n> shows one date only.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireRecord } from '../../../../../lib/graphql/page-data';
import { queryPage } from '../../../../../lib/graphql/run-operation.server';
import { originalPath } from '../../../../../lib/i18n/original-path';
import { ParticipantsQuery } from '../../../../../features/check-in/participants-query';

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.event_slug ?? '';
  const { data: result, errors } = await queryPage(pageContext, ParticipantsQuery, { slug, eventSlug: slug });
  const event = requireRecord(pageContext, result?.editableEvent, errors, 'editableEvent', 'notFound');
  const sessions = requireRecord(pageContext, result?.courseAttendance, errors, 'courseAttendance', 'notFound');
  const asked = pageContext.urlParsed.search.session;
  const shown = asked === undefined ? sessions : sessions.filter((session) => String(session.session) === asked);
  if (shown.length === 0) throw render(404, `Page not found: ${originalPath(pageContext)}`);
  return { event, sessions: shown, session: asked === undefined ? null : Number(asked) };
}

export type Data = Awaited<ReturnType<typeof data>>;
