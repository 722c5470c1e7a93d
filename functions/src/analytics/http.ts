// POST /analytics: where the site's own page view script (web/lib/analytics/beacon.ts) reports a page view with
// navigator.sendBeacon. The body is JSON (sent as text/plain, which needs no CORS preflight): { path, referrer?,
// language?, q?, empty? }. Answers 204 whether or not the view counted (bots, Do Not Track, too many from one
// client, a malformed report: the script has nothing to do about any of it), 413 for a body over 4 KB, 503 when the
// store cannot count; never a 5xx for bad input. The rules are in services/analytics.ts and decision 021.
import express from 'express';
import { StoreUnavailableError, type Store } from '../domain/repositories.js';
import { clientAddressOf } from '../http/client-address.js';
import { header } from '../http/headers.js';
import { bodyReadByRuntime } from '../http/request-body.js';
import { MAX_BODY_BYTES, recordPageView, type PageViewOutcome } from '../services/analytics.js';

export const ANALYTICS_PATH = '/analytics';

export interface AnalyticsHttpDeps {
  store: Store;
  trustedProxyHops: number;
  now?: () => Date;
  /** Told every outcome (tests). */
  onOutcome?: (outcome: PageViewOutcome | 'CROSS_SITE') => void;
}

export function createAnalyticsRouter(deps: AnalyticsHttpDeps): express.Router {
  const router = express.Router();
  const now = deps.now ?? (() => new Date());
  const text = express.text({ type: () => true, limit: MAX_BODY_BYTES });

  router.post(ANALYTICS_PATH, (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return void res.status(413).end();
    // On Cloud Functions the runtime has read the body (and parsed it by its type): take its bytes as text.
    const read = bodyReadByRuntime(req);
    if (read) {
      if (read.length > MAX_BODY_BYTES) return void res.status(413).end();
      req.body = read.toString('utf8');
      return void count(req, res).catch(next);
    }
    text(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status ?? 400;
        return void res.status(status === 413 ? 413 : 400).end();
      }
      void count(req, res).catch(next);
    });
  });

  async function count(req: express.Request, res: express.Response): Promise<void> {
    // Another site making browsers post here would count views nobody made.
    if (header(req.headers, 'sec-fetch-site') === 'cross-site') {
      deps.onOutcome?.('CROSS_SITE');
      return void res.status(204).end();
    }
    let body: unknown = null;
    try {
      body = typeof req.body === 'string' && req.body ? JSON.parse(req.body) : null;
    } catch {
      body = null; // counted as INVALID below
    }
    try {
      const outcome = await recordPageView(
        deps.store,
        {
          body,
          userAgent: header(req.headers, 'user-agent'),
          acceptLanguage: header(req.headers, 'accept-language'),
          dnt: header(req.headers, 'dnt'),
          gpc: header(req.headers, 'sec-gpc'),
          purpose: header(req.headers, 'sec-purpose') ?? header(req.headers, 'purpose'),
          clientAddress: clientAddressOf(req, deps.trustedProxyHops),
          ownHost: (header(req.headers, 'x-forwarded-host') ?? header(req.headers, 'host') ?? '').split(':')[0] || null,
        },
        now(),
      );
      deps.onOutcome?.(outcome);
      res.status(204).end();
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      console.warn('Page view not counted:', error.message);
      res.status(503).set('Retry-After', '60').end();
    }
  }

  return router;
}
