// The layout of the signed-in area (/app and the other pages of (app)/): a compact header and a work area.
import type { ReactNode } from 'react';
import { FlashNotice } from '../Form';
import { HydrateLater } from '../HydrateLater';
import { SiteHeader } from '../SiteHeader';
import { SkipLink } from '../SkipLink';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout">
      <SkipLink />
      <SiteHeader navigation />
      <main id="main" className="container page page--app">
        <FlashNotice />
        <HydrateLater>{children}</HydrateLater>
      </main>
    </div>
  );
}
