import type { Config } from 'vike/types';
import type { IntlShape } from 'react-intl';
import type { FAQPage, Question, WithContext } from 'schema-dts';
import { VAT_PERCENT } from '../../../functions/src/domain/premium';
import { faqQuestions } from './faq';

/** The FAQ as schema.org FAQPage, so that search engines can show the answers (plain text: the link's words stay). */
function faqJsonLd(intl: IntlShape): WithContext<FAQPage> {
  const text = (id: string) => intl.formatMessage({ id }, { percent: VAT_PERCENT, link: (chunks: string[]) => chunks.join('') });
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqQuestions.map((question): Question => ({
      '@type': 'Question',
      name: text(`venueBenefits.faq.${question}.q`),
      acceptedAnswer: { '@type': 'Answer', text: text(`venueBenefits.faq.${question}.a`) },
    })),
  };
}

export const head: Config['head'] = (_pageContext, intl) => ({
  title: intl.formatMessage({ id: 'venueBenefits.title' }),
  description: intl.formatMessage({ id: 'venueBenefits.description' }),
  breadcrumbs: [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'nav.venues' }), path: '/venues' },
    { name: intl.formatMessage({ id: 'venueBenefits.title' }), path: '/venue-benefits' },
  ],
  jsonLd: [faqJsonLd(intl)],
});
