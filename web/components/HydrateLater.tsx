// A part of the page React may hydrate after the rest: a Suspense boundary around content the server rendered whole.
// React hydrates the page's shell first, in one task, and each such boundary later at idle priority, in slices that
// yield to the browser between them (and at once when someone clicks or types into it, replaying the event). So a
// long list, a map or the footer no longer lengthens the one task that makes the header and the forms work. Nothing
// inside ever suspends on the server (renderToString renders it whole), so the fallback is never shown.
import { Suspense, type ReactNode } from 'react';

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
