// Diagnostics as the server sees them: the API answered (or not) and what it says about build and store.
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../lib/graphql/run-operation.server';
import { graphql } from '../../graphql/generated';

const DiagnosticsQuery = graphql(`
  query Diagnostics {
    diagnostics {
      buildId
      builtAt
      storeAdapter
      storeReachable
      storeWritable
      serverTime
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  try {
    const { data } = await queryPage(pageContext, DiagnosticsQuery, {});
    return { diagnostics: data?.diagnostics ?? null, apiError: data?.diagnostics ? null : 'no diagnostics' };
  } catch (error) {
    return { diagnostics: null, apiError: error instanceof Error ? error.message : String(error) };
  }
}

export type Data = Awaited<ReturnType<typeof data>>;
