// Which Radar matches are news: the first message a page receives (the stream's snapshot of the last day, or the
// first poll) is what the person may already know from mails and /app, so it is only remembered; every match seen
// after it for the first time is announced. A later snapshot (after a reconnect) announces what arrived meanwhile.
export type NoticeMatch = { id: string; at: string };

/** How far back a poll's matches count, like the stream's snapshot. */
export const noticeWindowMs = 24 * 3600_000;

export function createNoticeFilter<M extends NoticeMatch>(): (matches: readonly M[]) => M[] {
  const seen = new Set<string>();
  let first = true;
  return (matches) => {
    const fresh = first ? [] : matches.filter((match) => !seen.has(match.id));
    for (const match of matches) seen.add(match.id);
    first = false;
    // Oldest first, so that the newest notice ends up on top.
    return [...fresh].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  };
}
