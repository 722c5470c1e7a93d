// /profile/events: the events the person created (any state) and the ones they booked.
import type { PageContextServer } from 'vike/types';
import { loadViewerPage } from '../../../lib/graphql/page-data';
import { graphql } from '../../../graphql/generated';

const ProfileEventsDocument = graphql(`
  query ProfileEvents {
    viewer {
      uid
      events {
        ...ViewerEventFields @unmask
        reviewNote
      }
      bookings {
        ...ViewerBookingFields @unmask
      }
    }
  }
`);

export const data = (pageContext: PageContextServer) => loadViewerPage(pageContext, ProfileEventsDocument);

export type Data = Awaited<ReturnType<typeof data>>;
export type ProfileEventsViewer = NonNullable<Data['viewer']>;
