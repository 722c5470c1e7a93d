// The developer guide (docs/api.md) as a GraphiQL sidebar plugin: rendered to HTML at build time (build.mjs), so the
// explorer needs neither a Markdown parser nor a request for it.
import type { GraphiQLProps } from 'graphiql';
import './guide.css';

/** docs/api.md as HTML, from the repository's own file (raw HTML in it is not passed through). */
declare const GUIDE_HTML: string;

function GuideIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M4 4h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7z" />
    </svg>
  );
}

function Guide() {
  return <div className="explorer-guide" dangerouslySetInnerHTML={{ __html: GUIDE_HTML }} />;
}

type GraphiQLPlugin = NonNullable<GraphiQLProps['plugins']>[number];

export const guidePlugin: GraphiQLPlugin = { title: 'Guide', icon: GuideIcon, content: Guide };
