// Words an organiser typed into a live post: the text and a room's name. Organisers write in German and a post
// records no language of its own, so on a page in another language they carry lang="de": a screen reader reads them
// with German pronunciation and a translation tool knows what to offer to translate.
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

/** A live post's text, with its links (LinkifiedText). */
export function LivePostText({ text }: { text: string }) {
  return <LinkifiedText text={text} lang={useOrganiserLanguage()} />;
}

/** A few words an organiser typed, inside a sentence of the page (the room a course moved to). */
export function OrganiserWords({ children }: { children: ReactNode }) {
  return <span lang={useOrganiserLanguage()}>{children}</span>;
}
