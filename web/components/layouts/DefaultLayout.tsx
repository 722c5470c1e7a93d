// The default layout: header with navigation, the page, footer with the legal links.
import type { ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { FlashNotice } from '../Form';
import { HydrateLater } from '../HydrateLater';
import { SiteHeader } from '../SiteHeader';
import { SkipLink } from '../SkipLink';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader navigation />
      <main id="main" className="container page">
        <FlashNotice />
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </>
  );
}
