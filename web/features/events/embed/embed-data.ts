// What the course widget (/embed/venue/{slug}, /embed/organiser/{uid}) reads: a venue's or an organiser's upcoming
// courses, the ones a person can still join, by the same rule and queries as the venue page and the lists
// (Venue.upcomingEvents, Query.organiserUpcomingEvents; functions/src/domain/joinable.ts).
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { slugPattern } from '../../discovery/filters';
import { failIfStoreUnavailable } from '../../../lib/graphql/page-data';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import type { SectionErrors } from '../../../lib/graphql/section-errors';
import { getFragmentData, graphql } from '../../../graphql/generated';
import type { EmbedCourse_EventFragment } from '../../../graphql/generated/graphql';
import { isAccountUid } from '../../../../functions/src/domain/account-uid.js';
import { embedThemeOf, type EmbedTheme } from './embed-theme';

/** How many courses a widget lists at most: it scrolls inside its frame, the rest is on the site. */
export const WIDGET_COURSES = 20;

export const EmbedCourseFragment = graphql(`
  fragment EmbedCourse_event on Event {
    slug
    title
    startsAt
    timeZone
    registration
    bookingOpen
    seatsLeft
    price {
      amountCents
      currency
    }
    # Only counted: a course names how many dates it has.
    sessions {
      startsAt
    }
    venue {
      slug
      name
    }
  }
`);

const VenueWidgetQuery = graphql(`
  query VenueWidget($slug: ID!, $first: Int!) {
    venue(slug: $slug) {
      slug
      name
      upcomingEvents(first: $first) {
        ...EmbedCourse_event
      }
    }
  }
`);

const OrganiserWidgetQuery = graphql(`
  query OrganiserWidget($uid: ID!, $first: Int!) {
    organiserUpcomingEvents(uid: $uid, first: $first) {
      ...EmbedCourse_event
    }
  }
`);

export interface CourseWidgetData {
  /** Whose courses: a venue's (its page is where „all courses“ leads) or an organiser's. */
  owner: { kind: 'venue'; slug: string; name: string } | { kind: 'organiser' };
  /** False for a venue that is not (or no longer) listed, or an address that names none. */
  found: boolean;
  courses: EmbedCourse_EventFragment[];
  theme: EmbedTheme;
}

/** A failure to read: 503 while the store is unavailable, else the page fails; never a cached widget saying „none“. */
function failOn(errors: SectionErrors, field: string): void {
  failIfStoreUnavailable(errors, field);
  failIfStoreUnavailable(errors, '*');
  if (Object.keys(errors).length > 0) throw render(503, `${field} could not be loaded`);
}

export async function loadVenueWidget(pageContext: PageContextServer, slug: string): Promise<CourseWidgetData> {
  const theme = embedThemeOf(pageContext.urlParsed.search);
  if (!slugPattern.test(slug) || slug.length > 100) return { owner: { kind: 'organiser' }, found: false, courses: [], theme };
  const { data, errors } = await queryPage(pageContext, VenueWidgetQuery, { slug, first: WIDGET_COURSES });
  failOn(errors, 'venue');
  const venue = data?.venue;
  if (!venue) return { owner: { kind: 'organiser' }, found: false, courses: [], theme };
  return {
    owner: { kind: 'venue', slug: venue.slug, name: venue.name },
    found: true,
    courses: getFragmentData(EmbedCourseFragment, venue.upcomingEvents ?? []).slice(),
    theme,
  };
}

export async function loadOrganiserWidget(pageContext: PageContextServer, uid: string): Promise<CourseWidgetData> {
  const theme = embedThemeOf(pageContext.urlParsed.search);
  if (!isAccountUid(uid)) return { owner: { kind: 'organiser' }, found: false, courses: [], theme };
  const { data, errors } = await queryPage(pageContext, OrganiserWidgetQuery, { uid, first: WIDGET_COURSES });
  failOn(errors, 'organiserUpcomingEvents');
  return { owner: { kind: 'organiser' }, found: true, courses: getFragmentData(EmbedCourseFragment, data?.organiserUpcomingEvents ?? []).slice(), theme };
}
