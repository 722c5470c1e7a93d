// All upcoming events in numbered pages of 20 (/pagination?page=N). One URL per page: ?page=1 redirects to
// /pagination. A page that is not a whole number from 1 on (page=0, page=abc, page=2.5) does not exist and is a 404,
// as is a page beyond the last one.
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { requireRecord } from '../../lib/graphql/page-data';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { localizeUrl } from '../../lib/i18n/locales';
import { originalPath } from '../../lib/i18n/original-path';
import { graphql } from '../../graphql/generated';

const NumberedEventsQuery = graphql(`
  query NumberedEvents($first: Int!, $offset: Int!) {
    events(first: $first, offset: $offset) {
      totalCount
      edges {
        node {
          slug
          ...EventCard_event
        }
      }
    }
  }
`);

const pageSize = 20;
/** The API skips at most 10,000 events. */
const maxOffset = 10_000;

export async function data(pageContext: PageContextServer) {
  const param = pageContext.urlParsed.search.page;
  const notFound = () => render(404, `Page not found: ${originalPath(pageContext)}${pageContext.urlParsed.searchOriginal ?? ''}`);
  if (param === '1') throw redirect(localizeUrl('/pagination', pageContext.locale), 301);
  if (param !== undefined && !/^[1-9]\d{0,5}$/.test(param)) throw notFound();
  const page = param === undefined ? 1 : Number(param);
  const offset = (page - 1) * pageSize;
  if (offset > maxOffset) throw notFound();

  const { data, errors } = await queryPage(pageContext, NumberedEventsQuery, { first: pageSize, offset });
  const events = requireRecord(pageContext, data?.events, errors, 'events');
  const pageCount = Math.max(1, Math.ceil(events.totalCount / pageSize));
  if (page > pageCount) throw notFound();
  return {
    page,
    pageCount,
    totalCount: events.totalCount,
    events: events.edges.map((edge) => edge.node),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
