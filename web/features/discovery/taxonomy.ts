// The crafts and cities, the two taxonomies a search is narrowed by: the search forms offer them as choices and the
// crawl index lists them.
import { graphql } from '../../graphql/generated';

/** Spread with @unmask where a page asks for more than these. */
export const TaxonomyFields = graphql(`
  fragment TaxonomyFields on Query {
    crafts {
      slug
      name
    }
    cities {
      slug
      name
    }
  }
`);

export const TaxonomyQuery = graphql(`
  query Taxonomy {
    ...TaxonomyFields @unmask
  }
`);
