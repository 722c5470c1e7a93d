// What this app adds to vike's pageContext and config.
import type { ComponentType, ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { PageContext as AnyPageContext } from 'vike/types';
import type { Locale } from './lib/i18n/locales';
import type { HeadInfo } from './lib/head/head-info';
import type { PageGraphQL } from './server/graphql-types';
import type { MapTiles } from '../functions/src/http/map-tiles';
import type { PageViewer } from './features/auth/viewer';
import type { FormState } from './components/Form';
import type { FormAction } from './server/form-action';
import type { FormActionLookup } from './server/form-post';
import type { Messages } from './lib/i18n/messages';
import type { FixedColorMode } from './lib/color-mode/color-mode';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
      /** The signed-in person (from the `__session` cookie, resolved by the SSR handler), or null. */
      viewer: PageViewer | null;
      /** A rejected form submission, when a form action renders its page again (server/form-post.ts). */
      formState?: FormState;
      /** The messages the page and its layout use (+onBeforeRender.ts); missing where no hook set them. Server only. */
      messages?: Messages;
      /** The same messages as JSON, which is how they reach the browser (passToClient, +onBeforeRender.ts). */
      messagesJson?: string;
      /** Where the maps load their tiles, a setting of the server (the SSR handler's); null: no map. */
      mapTiles?: MapTiles | null;
      /** The page's full document title, for a client navigation (+onBeforeRender.ts; the head runs on the server only). */
      documentTitle?: string;
    }
    interface PageContextServer {
      /** Runs a GraphQL operation in-process with the visitor's headers and locale. */
      graphql: PageGraphQL;
      /** e.g. https://selbstgemacht.at, for canonical and Open Graph URLs. */
      origin: string;
      /** Set by the SSR handler for a POST: +onCreatePageContext.ssr.ts fills in the routed page's action. */
      formActionLookup?: FormActionLookup;
      /** The page's head (+onBeforeRender.ts), made with the whole catalog: its messages need not be in the page's share. */
      headInfo?: HeadInfo;
    }
    interface Config {
      Page?: ComponentType;
      Layout?: ComponentType<{ children: ReactNode }>;
      /** Title, description and robots of a page; called on the server only (+onBeforeRender.ts). */
      head?: (pageContext: AnyPageContext, intl: IntlShape) => HeadInfo;
      /** What a POST to the page does (+action.ts; server only). */
      action?: FormAction;
      /** Streams the page in document order as its parts' data arrives (docs/decisions/029; server only). */
      stream?: boolean;
      /** The page's fixed colour mode (+colorMode.ts), whatever the visitor chose; without it the visitor's applies. */
      colorMode?: FixedColorMode;
    }
  }
}

export {};
