// The path as the visitor requested it (with its language prefix), for error messages such as 'Page not found: /en/x'.
export function originalPath(pageContext: { urlOriginal: string }): string {
  return new URL(pageContext.urlOriginal, 'http://localhost').pathname;
}
