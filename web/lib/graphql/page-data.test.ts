import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLResult } from '../../server/graphql-types';
import { loadRecord, loadViewerPage, missingBecause, requireRecord } from './page-data';

const pageContext = { urlOriginal: '/en/events/drehen?x=1' };

/** What `run` throws: vike's abort (status and reason) or a plain error's message. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const abort = (error as { _pageContextAbort?: { abortStatusCode: number; abortReason: string } })._pageContextAbort;
    return abort ? { status: abort.abortStatusCode, reason: abort.abortReason } : { message: (error as Error).message };
  }
  throw new Error('nothing thrown');
}

describe('missingBecause', () => {
  it('names the field’s own error, else the query’s, else a generic one', () => {
    expect(missingBecause({ viewer: 'STORE_UNAVAILABLE', '*': 'ERROR' }, 'viewer')).toBe('STORE_UNAVAILABLE');
    expect(missingBecause({ '*': 'STORE_UNAVAILABLE' }, 'viewer')).toBe('STORE_UNAVAILABLE');
    expect(missingBecause({ crafts: 'STORE_UNAVAILABLE' }, 'viewer')).toBe('ERROR');
  });
});

describe('requireRecord', () => {
  it('returns the record when it arrived, whatever failed beneath it', () => {
    const event = { slug: 'drehen' };
    expect(requireRecord(pageContext, event, { event: 'STORE_UNAVAILABLE' }, 'event')).toBe(event);
  });

  it('answers 404 with the requested path when there is no such record', () => {
    expect(thrown(() => requireRecord(pageContext, null, {}, 'event'))).toEqual({ status: 404, reason: 'Page not found: /en/events/drehen' });
  });

  it('answers 503 while the store is unavailable', () => {
    expect(thrown(() => requireRecord(pageContext, null, { event: 'STORE_UNAVAILABLE' }, 'event'))).toEqual({ status: 503, reason: 'STORE_UNAVAILABLE' });
  });

  it('fails the page on any other error, or answers 404 where an error must not be told from a hidden record', () => {
    expect(thrown(() => requireRecord(pageContext, undefined, { event: 'ERROR' }, 'event'))).toEqual({ message: 'event of /en/events/drehen could not be loaded' });
    expect(thrown(() => requireRecord(pageContext, undefined, { '*': 'ERROR' }, 'event'))).toHaveProperty('message');
    expect(thrown(() => requireRecord(pageContext, null, { editableEvent: 'ERROR', '*': 'ERROR' }, 'editableEvent', 'notFound'))).toMatchObject({ status: 404 });
    expect(thrown(() => requireRecord(pageContext, null, { editableEvent: 'STORE_UNAVAILABLE' }, 'editableEvent', 'notFound'))).toMatchObject({ status: 503 });
  });
});

describe('loadViewerPage', () => {
  const query = parse('query Mine { viewer { uid } }') as TypedDocumentNode<{ viewer?: { uid: string } | null }, Record<string, never>>;
  const answering = (result: GraphQLResult) => ({ graphql: async () => result });

  it('hands over the viewer with the server’s clock', async () => {
    const page = await loadViewerPage(answering({ data: { viewer: { uid: 'u1' } } }), query);
    expect(page).toMatchObject({ viewer: { uid: 'u1' }, error: null });
    expect(Date.parse(page.now)).not.toBeNaN();
  });

  it('says why the viewer did not arrive', async () => {
    const failed = { data: { viewer: null }, errors: [{ message: 'down', path: ['viewer'], extensions: { code: 'STORE_UNAVAILABLE' } }] };
    expect(await loadViewerPage(answering(failed), query)).toMatchObject({ viewer: null, error: 'STORE_UNAVAILABLE' });
  });
});

describe('loadRecord', () => {
  const query = parse('query Event($slug: ID!) { event(slug: $slug) { slug related { slug } } }') as TypedDocumentNode<
    { event?: { slug: string; related: Array<{ slug: string }> | null } | null },
    { slug: string }
  >;
  const answering = (result: GraphQLResult) => ({ graphql: async () => result, urlOriginal: '/events/drehen' });

  it('returns the record with the error of a part beneath it', async () => {
    const result = {
      data: { event: { slug: 'drehen', related: null } },
      errors: [{ message: 'down', path: ['event', 'related'], extensions: { code: 'STORE_UNAVAILABLE' } }],
    };
    expect(await loadRecord(answering(result), query, { slug: 'drehen' }, 'event')).toEqual({
      record: { slug: 'drehen', related: null },
      errorBeneath: 'STORE_UNAVAILABLE',
    });
  });

  it('ends the page when the record is missing', async () => {
    await expect(loadRecord(answering({ data: { event: null } }), query, { slug: 'drehen' }, 'event')).rejects.toHaveProperty('_pageContextAbort.abortStatusCode', 404);
  });
});

