// /profile/events: the events the person created (any state) and the ones they booked.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { missingBecause } from '../../../lib/graphql/page-data';
import type { SectionError } from '../../../lib/graphql/section-errors';
import { graphql } from '../../../graphql/generated';
import type { ProfileEventsQuery } from '../../../graphql/generated/graphql';

const ProfileEventsDocument = graphql(`
  query ProfileEvents {
    viewer {
      uid
      events {
        slug
        title
        ...EventTimeFields @unmask
        status
        review
        reviewNote
      }
      bookings {
        ...ViewerBookingFields @unmask
      }
    }
  }
`);

export type ProfileEventsViewer = NonNullable<ProfileEventsQuery['viewer']>;
export type Data = { viewer: ProfileEventsViewer | null; error: SectionError | null; now: string };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { data: result, errors } = await queryPage(pageContext, ProfileEventsDocument, {});
  const viewer = result?.viewer ?? null;
  return { viewer, error: viewer ? null : missingBecause(errors, 'viewer'), now: new Date().toISOString() };
}
