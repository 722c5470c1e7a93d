// Who is signed in, for the SSR handler: the API's viewer, asked in one in-process query, run only when the request
// carries a session cookie. Which person credentials name is the API's to decide (functions/src/services/viewers.ts).
import type { IncomingHttpHeaders } from 'node:http';
import { sessionCookie } from '../../../functions/src/http/cookies';
import { graphql } from '../../graphql/generated';
import { runOperation } from '../../lib/graphql/run-operation.server';
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
export async function queryPageViewer(
  headers: IncomingHttpHeaders,
  graphqlRequest: PageGraphQL,
): Promise<{ viewer: PageViewer | null; stale: boolean }> {
  if (!sessionCookie(headers)) return { viewer: null, stale: false };
  const { data, errors } = await runOperation(graphqlRequest, PageViewerDocument, {});
  if (errors.length) {
    console.warn('Could not resolve the viewer:', errors.map((error) => error.message).join('; '));
    return { viewer: null, stale: false };
  }
  const viewer = data?.viewer;
  if (!viewer) return { viewer: null, stale: true };
  return {
    viewer: { uid: viewer.uid, name: viewer.profile.name, role: viewer.role, avatarUrl: viewer.profile.avatar?.url ?? null },
    stale: false,
  };
}
