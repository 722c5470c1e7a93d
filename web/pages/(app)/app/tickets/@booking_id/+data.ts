// /app/tickets/<booking id>: one of the person's own bookings with its course (title, dates, time zone, place) and
// its tickets, each with its QR code as SVG. A booking that is not the viewer's is the same 404 as none at all.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../../../../graphql/generated';
import { failIfStoreUnavailable } from '../../../../../lib/graphql/page-data';
import { queryPage } from '../../../../../lib/graphql/run-operation.server';
import { originalPath } from '../../../../../lib/i18n/original-path';

const MyTicketsDocument = graphql(`
  query MyTickets {
    viewer {
      bookings {
        id
        status
        event {
          slug
          title
          timeZone
          sessions {
            startsAt
            endsAt
          }
          venue {
            name
            address {
              street
              postalCode
              locality
            }
          }
        }
        tickets {
          seat
          name
          shortCode
          qrSvg
        }
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.booking_id ?? '';
  const { data: result, errors } = await queryPage(pageContext, MyTicketsDocument, {});
  failIfStoreUnavailable(errors, 'viewer');
  const booking = result?.viewer?.bookings.find((each) => each.id === id);
  if (!booking) throw render(404, `Page Not Found: ${originalPath(pageContext)}`);
  return { booking };
}

export type Data = Awaited<ReturnType<typeof data>>;
