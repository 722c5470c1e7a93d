// The signed-in home: the person's bookings, events, venues and what needs their attention, in one query.
import type { PageContextServer } from 'vike/types';
import { loadViewerPage } from '../../../lib/graphql/page-data';
import { graphql } from '../../../graphql/generated';

const AppHomeDocument = graphql(`
  query AppHome {
    viewer {
      uid
      role
      profile {
        name
      }
      bookings {
        ...ViewerBookingFields @unmask
      }
      events {
        ...ViewerEventFields @unmask
      }
      venues {
        slug
        name
      }
      attention {
        kind
        subjectId
        note
        count
      }
    }
  }
`);

export const data = (pageContext: PageContextServer) => loadViewerPage(pageContext, AppHomeDocument);

export type Data = Awaited<ReturnType<typeof data>>;
export type AppViewer = NonNullable<Data['viewer']>;
