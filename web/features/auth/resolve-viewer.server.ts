// Who is signed in, for the SSR handler: one in-process query, run only when the request carries a session cookie.
import type { IncomingHttpHeaders } from 'node:http';
import { print } from 'graphql';
import { sessionCookie } from '../../../functions/src/http/cookies';
import { graphql } from '../../graphql/generated';
import type { PageViewerQuery } from '../../graphql/generated/graphql';
import type { PageGraphQL } from '../../server/graphql-types';
import type { PageViewer } from './viewer';

const PageViewerDocument = graphql(`
  query PageViewer {
    viewer {
      uid
      role
      profile {
        name
        avatar {
          url
        }
      }
    }
  }
`);

/**
 * The viewer behind the request's `__session` cookie: `null` when there is none or the API does not accept it
 * (`stale`: the browser should forget the cookie); `null` without `stale` when the API could not answer.
 */
export async function resolveViewer(
  headers: IncomingHttpHeaders,
  graphqlRequest: PageGraphQL,
): Promise<{ viewer: PageViewer | null; stale: boolean }> {
  if (!sessionCookie(headers)) return { viewer: null, stale: false };
  const result = await graphqlRequest({ query: print(PageViewerDocument), operationName: 'PageViewer' });
  if (result.errors?.length) {
    console.warn('Could not resolve the viewer:', result.errors.map((error) => error.message).join('; '));
    return { viewer: null, stale: false };
  }
  const viewer = (result.data as PageViewerQuery | undefined)?.viewer;
  if (!viewer) return { viewer: null, stale: true };
  return {
    viewer: { uid: viewer.uid, name: viewer.profile.name, role: viewer.role, avatarUrl: viewer.profile.avatar?.url ?? null },
    stale: false,
  };
}
