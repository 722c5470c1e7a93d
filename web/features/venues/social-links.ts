// A venue's links to its profiles elsewhere, named the way people know them: the network where it is a known one,
// else the site's host. Mastodon has no single host; any instance's profile URL has the form https://host/@name.
const networksByHost: Record<string, string> = {
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
  'pinterest.com': 'Pinterest',
  'pinterest.at': 'Pinterest',
  'bsky.app': 'Bluesky',
  'threads.net': 'Threads',
  'etsy.com': 'Etsy',
  'ravelry.com': 'Ravelry',
};

export interface SocialLink {
  url: string;
  network: string;
}

/** Only https links are shown (the API accepts no other); an unreadable one is left out rather than shown raw. */
export function socialLinksOf(urls: readonly string[]): SocialLink[] {
  return urls.flatMap((url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return [];
    }
    if (parsed.protocol !== 'https:') return [];
    const host = parsed.hostname.replace(/^(www|m)\./, '');
    const network = networksByHost[host] ?? (/^\/@[^/]+\/?$/.test(parsed.pathname) ? 'Mastodon' : host);
    return [{ url: parsed.href, network }];
  });
}
