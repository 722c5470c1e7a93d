// /profile: the person's profile and account, their Radar alerts, and the cities and crafts to choose from.
import type { PageContextServer } from 'vike/types';
import { radarData, type RadarData } from '../../../features/radar/radar-data';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { missingBecause } from '../../../lib/graphql/page-data';
import type { SectionError } from '../../../lib/graphql/section-errors';
import { graphql } from '../../../graphql/generated';
import type { ProfilePageQuery } from '../../../graphql/generated/graphql';

const ProfilePageDocument = graphql(`
  query ProfilePage {
    viewer {
      uid
      email
      emailVerified
      signInMethods
      remindersOff
      profile {
        name
        bio
        locale
        avatar {
          url
        }
        homeCity {
          slug
        }
        favouriteCrafts {
          slug
        }
      }
    }
    cities {
      slug
      name
    }
    crafts {
      slug
      name
    }
    myRadarAlerts {
      ...RadarAlertFields @unmask
    }
  }
`);

export type Data = {
  viewer: NonNullable<ProfilePageQuery['viewer']> | null;
  cities: NonNullable<ProfilePageQuery['cities']>;
  crafts: NonNullable<ProfilePageQuery['crafts']>;
  error: SectionError | null;
  radar: RadarData;
};

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { data: result, errors } = await queryPage(pageContext, ProfilePageDocument, {});
  const viewer = result?.viewer ?? null;
  return {
    viewer,
    cities: result?.cities ?? [],
    crafts: result?.crafts ?? [],
    error: viewer ? null : missingBecause(errors, 'viewer'),
    radar: radarData(result, errors),
  };
}
