// Every HTML page any e2e test visits is checked with axe-core after it loads, in whichever language the test uses,
// and a serious or critical violation fails that test (harness.ts). This file shows that the check sees one.
import { describe, expect, it } from 'vitest';
import { siteForTests } from './harness';

const site = siteForTests();

describe('the accessibility check of every visited page', () => {
  it('reports a serious or critical violation with the page, its language and the element', async () => {
    const context = await site.visitor('en-US');
    const page = await context.newPage();
    // A page of the site's origin whose image has no text alternative (axe's critical "image-alt").
    await page.route('**/accessibility-probe', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1><img src="/favicon.svg" id="unlabelled"></main></body></html>' }),
    );
    // The check starts on the page's load event; wait for it as well as for the navigation before settling.
    let loaded = page.waitForEvent('load');
    await page.goto('/accessibility-probe');
    await loaded;
    expect(await site.accessibility.settle()).toEqual([expect.stringMatching(/^\/accessibility-probe \[en\] critical image-alt: .*#unlabelled/)]);
    loaded = page.waitForEvent('load');
    await page.goto('/en/venues');
    await loaded;
    expect(await site.accessibility.settle()).toEqual([]);
    await context.close();
  });
});
