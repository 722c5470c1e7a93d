// The opening of a page or of one of its sections: a heading and the sentence introducing it, both from the
// message catalog.
import { FormattedMessage } from 'react-intl';

type MessageValues = Record<string, string | number>;

/** A page's title (its one <h1>) and its lead paragraph. */
export function PageIntro({ heading, intro, introValues }: { heading: string; intro: string; introValues?: MessageValues }) {
  return (
    <>
      <h1>
        <FormattedMessage id={heading} />
      </h1>
      <p className="lead">
        <FormattedMessage id={intro} values={introValues} />
      </p>
    </>
  );
}

/** A section's <h2> (with the id its section is labelled by) and the paragraph introducing it. */
export function SectionIntro({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      <p>
        <FormattedMessage id={intro} />
      </p>
    </>
  );
}
