// After a new build is out, the next link click loads the page from the server instead of client-side routing,
// so the visitor gets the new code. vike skips links marked data-vike="false".
export function reloadOnNextNavigation(root: Pick<Document, 'addEventListener'> = document): void {
  root.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link) link.setAttribute('data-vike', 'false');
    },
    { capture: true },
  );
}
