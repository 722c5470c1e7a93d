// Words an organiser typed into a live post: the text and a room's name. Organisers write in German (a message to
// everyone booked may carry English words as well, which English pages show instead), so German words on a page in
// another language carry lang="de": a screen reader reads them with German pronunciation and a translation tool
// knows what to offer to translate.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LinkifiedText } from './LinkifiedText';

/** The language organisers write their live posts in. */
export const LIVE_POST_LANGUAGE = 'de';

/** The lang attribute posted words need on the current page: none where the page is in their language already. */
function useOrganiserLanguage(): string | undefined {
  const { locale } = useIntl();
  // The page's tag names a region too (de-AT); the language is what matters.
  return locale.split('-')[0] === LIVE_POST_LANGUAGE ? undefined : LIVE_POST_LANGUAGE;
}

/** A live post's text, with its links (LinkifiedText): its English words on an English page where it has them. */
export function LivePostText({ text, textEn }: { text: string; textEn?: string | null }) {
  const { locale } = useIntl();
  const german = useOrganiserLanguage();
  if (textEn && locale.split('-')[0] === 'en') return <LinkifiedText text={textEn} />;
  return <LinkifiedText text={text} lang={german} />;
}

/** A few words an organiser typed, inside a sentence of the page (the room a course moved to). */
export function OrganiserWords({ children }: { children: ReactNode }) {
  return <span lang={useOrganiserLanguage()}>{children}</span>;
}
