// Article bodies: Markdown to HTML on the server only (markdown-it stays out of the browser bundle). Raw HTML in
// the source is escaped (html: false), links and images only go to http(s), mailto or the site itself, external
// links open without handing over the page (noopener), and headings move down so that the body's top level is
// <h2>: the article's title is the page's only <h1>.
import MarkdownIt from 'markdown-it';

const safeUrl = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.validateLink = (url) => safeUrl.test(url.trim());

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^(?:https?:)?\/\//i.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener');
  return defaultLinkOpen(tokens, index, options, env, self);
};

markdown.core.ruler.push('demote_headings', (state) => {
  const headings = state.tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
  const top = Math.min(...headings.map((token) => Number(token.tag.slice(1))));
  const shift = Math.max(0, 2 - top);
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
});

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
