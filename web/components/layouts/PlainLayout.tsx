// The layout without navigation (/, and later /login and /register): the page owns the whole width.
import type { ReactNode } from 'react';
import { SiteFooter } from '../SiteFooter';
import { FlashNotice } from '../Form';
import { HydrateLater } from '../HydrateLater';
import { SiteHeader } from '../SiteHeader';
import { SkipLink } from '../SkipLink';

export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader navigation={false} />
      <main id="main" className="page page--plain">
        <FlashNotice />
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </>
  );
}
