// Where the Restplatz-Radar's live notice appears (/eventslive, /app). The notice and its stream are loaded only
// after hydration and only for a signed-in visitor: anonymous visitors download nothing for it, and the first paint
// never waits for it.
import { useEffect, useState, type ComponentType } from 'react';
import { usePageContext } from '../../components/PageContext';

export function RadarNoticeSlot() {
  const signedIn = usePageContext().viewer?.uid ?? null;
  const [Notices, setNotices] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void import('./RadarNotices').then(
      (module) => {
        if (current) setNotices(() => module.RadarNotices);
      },
      // Without the notice the page is still whole; the next navigation tries again.
      () => {},
    );
    return () => {
      current = false;
      setNotices(null);
    };
  }, [signedIn]);
  return Notices ? <Notices /> : null;
}
