// Text someone typed (an organiser's live post), shown as text: React escapes every character, and web addresses
// and e-mail addresses in it become links, found by linkify-it. Only http(s) and mailto links are made, so that
// nothing typed can become a javascript: or data: link; nothing is ever rendered as HTML.
import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';
import './linkified-text.css';

// Addresses without a scheme too (www.example.at), as people type them.
const linkify = new LinkifyIt({ fuzzyLink: true });
const SAFE_SCHEME = /^(?:https?:|mailto:)/i;

export function LinkifiedText({ text, className, lang }: { text: string; className?: string; lang?: string | undefined }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    if (!SAFE_SCHEME.test(match.url)) continue;
    parts.push(text.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match.url} rel="nofollow ugc noopener">
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  parts.push(text.slice(at));
  return (
    <p className={className ? `linkified-text ${className}` : 'linkified-text'} lang={lang}>
      {parts}
    </p>
  );
}
