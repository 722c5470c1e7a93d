import type { Article, Person, WithContext } from 'schema-dts';
import type { Config } from 'vike/types';
import { localizeUrl } from '../../../lib/i18n/locales';
import type { Data } from './+data';

export const head: Config['head'] = (pageContext, intl) => {
  const { article, origin } = pageContext.data as Data;
  const { locale } = pageContext;
  const image = new URL(article.cover?.url ?? '/illustrations/article.svg', origin).href;
  const url = origin + localizeUrl(`/blog/${article.slug}`, locale);
  return {
    title: article.title,
    description: article.excerpt,
    ogType: 'article',
    image,
    // Without a cover a shared link shows the site's own picture.
    imageAlt: article.cover?.alt,
    breadcrumbs: [
      { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
      { name: intl.formatMessage({ id: 'blog.heading' }), path: '/blog' },
      { name: article.title, path: `/blog/${article.slug}` },
    ],
    links: [{ rel: 'alternate', type: 'application/atom+xml', href: localizeUrl('/blog/feed.xml', pageContext.locale), title: intl.formatMessage({ id: 'blog.feedTitle' }) }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: [image],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: locale,
        keywords: article.tags.join(', '),
        timeRequired: `PT${article.readingMinutes}M`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: {
          '@type': 'Person',
          name: article.author.name,
          // A property written only sometimes is checked by `satisfies`: tsc checks no names in a spread object.
          ...(article.author.bio ? ({ description: article.author.bio } satisfies Partial<Person>) : {}),
        },
        publisher: {
          '@type': 'Organization',
          name: intl.formatMessage({ id: 'site.name' }),
          url: origin + localizeUrl('/', locale),
          logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
        },
      } satisfies WithContext<Article>,
    ],
  };
};
