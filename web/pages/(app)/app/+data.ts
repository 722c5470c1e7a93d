// The signed-in home: the person's bookings, events, venues and what needs their attention, in one query.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/apollo.server';
import { missingBecause } from '../../../lib/graphql/page-data';
import type { SectionError } from '../../../lib/graphql/section-errors';
import { graphql } from '../../../graphql/generated';
import type { AppHomeQuery } from '../../../graphql/generated/graphql';

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
        slug
        title
        ...EventTimeFields @unmask
        status
        review
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

export type AppViewer = NonNullable<AppHomeQuery['viewer']>;
export type Data = { viewer: AppViewer | null; error: SectionError | null; now: string };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { data: result, errors } = await queryPage(pageContext, AppHomeDocument, {});
  const viewer = result?.viewer ?? null;
  return { viewer, error: viewer ? null : missingBecause(errors, 'viewer'), now: new Date().toISOString() };
}
