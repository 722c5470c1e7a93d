// The live pages' state in React: first exactly what the server rendered (so hydration matches), then, after
// hydration, the stream's messages merged by version, and a clock that ticks every 30 s for the relative times.
import { print } from 'graphql';
import { useEffect, useState } from 'react';
import { getFragmentData, type FragmentType } from '../../graphql/generated';
import type { LiveEventFieldsFragment, LiveFilter } from '../../graphql/generated/graphql';
import { followLive, queryOverHttp } from './live-client';
import { LiveEventDocument, LiveEventStreamDocument, LiveEventsDocument, LiveEventsStreamDocument } from '../../graphql/generated/graphql';
import { LiveEventFields } from './live-fields';
import { mergeLive, newer } from './live-merge';

export type LiveView = LiveEventFieldsFragment;

type Masked = FragmentType<typeof LiveEventFields>;

/** Now, as the server rendered it until the page has hydrated, then the browser's clock every `everyMs`. */
export function useNow(serverNow: string, everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Catch up at once with the time since the server rendered (a cached page may be older), then tick.
    const catchUp = setTimeout(tick, 0);
    const ticker = setInterval(tick, everyMs);
    return () => {
      clearTimeout(catchUp);
      clearInterval(ticker);
    };
  }, [everyMs]);
  return now;
}

/** The live list for `filter`, starting from the server's `initial` list. */
export function useLiveEvents(initial: readonly LiveView[], filter: LiveFilter): LiveView[] {
  const [list, setList] = useState<LiveView[]>(() => [...initial]);
  const { craft = null, city = null } = filter;
  useEffect(() => {
    const variables = { filter: { craft, city } };
    const unmask = (views: readonly Masked[]) => views.map((view) => getFragmentData(LiveEventFields, view));
    return followLive<{ liveEvents: Masked[] }>({
      query: print(LiveEventsStreamDocument),
      variables,
      onMessage: ({ data, kind }) => setList((current) => mergeLive(current, unmask(data.liveEvents), kind)),
      poll: () => queryOverHttp(print(LiveEventsDocument), variables),
    });
  }, [craft, city]);
  return list;
}

/** One course's live state, starting from the server's `initial` state. */
export function useLiveEvent(initial: LiveView): LiveView {
  const [view, setView] = useState(initial);
  const slug = initial.event.slug;
  useEffect(
    () =>
      followLive<{ liveEvent: Masked }>({
        query: print(LiveEventStreamDocument),
        variables: { slug },
        onMessage: ({ data }) => setView((current) => newer(current, getFragmentData(LiveEventFields, data.liveEvent))),
        poll: async () => {
          const found = await queryOverHttp<{ liveEvent: Masked | null }>(print(LiveEventDocument), { slug });
          return found?.liveEvent ? { liveEvent: found.liveEvent } : null;
        },
      }),
    [slug],
  );
  return view;
}
