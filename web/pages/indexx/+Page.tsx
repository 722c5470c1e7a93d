// /indexx: „Handwerke von A bis Z“, the hub between the magazine, the courses and the venues. Every craft under its
// initial with its drawing, what it is, how many venues, upcoming courses and articles it has (linked to those
// lists), and the crafts related to it (linked within the page). Printable; always light (+colorMode.ts).
import { FormattedMessage, useIntl } from 'react-intl';
import { CraftIllustration } from '../../components/CraftIllustration';
import { LocalizedLink } from '../../components/LocalizedLink';
import { PageIntro } from '../../components/PageIntro';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import type { Data, IndexCraft } from './+data';
import { ALPHABET, craftId, groupByInitial, letterId, OTHER } from './group-crafts';
import './craft-index.css';

export default function Page() {
  const { crafts, error } = useData<Data>();
  const intl = useIntl();
  const groups = groupByInitial(crafts, intl.locale);
  const present = new Set(groups.map((group) => group.letter));
  const letters = present.has(OTHER) ? [...ALPHABET, OTHER] : ALPHABET;

  return (
    <div className="craft-index">
      <PageIntro heading="indexx.title" intro="indexx.intro" />
      {error ? (
        <SectionFailure error={error} />
      ) : crafts.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="indexx.empty" />
        </p>
      ) : (
        <>
          <nav className="craft-index__jump" aria-label={intl.formatMessage({ id: 'indexx.jumpLabel' })}>
            <ul>
              {letters.map((letter) => (
                <li key={letter}>
                  {present.has(letter) ? (
                    <a href={`#${letterId(letter)}`}>{letter}</a>
                  ) : (
                    // Shown so that the alphabet stays whole, but there is nothing to jump to.
                    <span className="craft-index__letter-empty">{letter}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="craft-index__letters">
            {groups.map((group) => (
              <section key={group.letter} className="craft-index__letter" aria-labelledby={letterId(group.letter)}>
                <h2 id={letterId(group.letter)}>{group.letter}</h2>
                <ul className="craft-index__entries">
                  {group.items.map((craft) => (
                    <li key={craft.slug}>
                      <CraftEntry craft={craft} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function CraftEntry({ craft }: { craft: IndexCraft }) {
  const slug = encodeURIComponent(craft.slug);
  const headingId = `${craftId(craft.slug)}-name`;
  return (
    <article id={craftId(craft.slug)} className="craft-entry" aria-labelledby={headingId}>
      <CraftIllustration slug={craft.slug} name={craft.name} size={72} loading="eager" />
      <div className="craft-entry__body">
        <h3 id={headingId}>{craft.name}</h3>
        {craft.summary ? <p className="craft-entry__summary">{craft.summary}</p> : null}
        <ul className="craft-entry__lists">
          <CountLink count={craft.venueCount} href={`/venues?craft=${slug}`} message="indexx.venues" />
          <CountLink count={craft.upcomingEventCount} href={`/events?craft=${slug}`} message="indexx.events" />
          <CountLink count={craft.articleCount} href={`/blog?craft=${slug}`} message="indexx.articles" />
        </ul>
        {craft.relatedCrafts.length > 0 ? <RelatedCrafts craft={craft} /> : null}
      </div>
    </article>
  );
}

/** „12 Orte“ linked to the list; „noch keine Orte“ as plain text, since that list would be empty. */
function CountLink({ count, href, message }: { count: number; href: string; message: string }) {
  const text = <FormattedMessage id={message} values={{ count }} />;
  return <li>{count > 0 ? <LocalizedLink href={href}>{text}</LocalizedLink> : <span className="craft-entry__none">{text}</span>}</li>;
}

function RelatedCrafts({ craft }: { craft: IndexCraft }) {
  const intl = useIntl();
  const headingId = `${craftId(craft.slug)}-related`;
  return (
    <div className="craft-entry__related">
      <h4 id={headingId}>
        <FormattedMessage id="indexx.related" />
      </h4>
      <ul aria-labelledby={headingId}>
        {craft.relatedCrafts.map((related) => {
          const shared = [
            ...related.sharedMaterials,
            ...(related.sharedVenueCount > 0 ? [intl.formatMessage({ id: 'indexx.sharedVenues' }, { count: related.sharedVenueCount })] : []),
            ...(related.sharedArticleCount > 0 ? [intl.formatMessage({ id: 'indexx.sharedArticles' }, { count: related.sharedArticleCount })] : []),
          ];
          return (
            <li key={related.craft.slug}>
              <a href={`#${craftId(related.craft.slug)}`}>{related.craft.name}</a>{' '}
              <span className="craft-entry__shared">
                <FormattedMessage id="indexx.shared" values={{ what: intl.formatList(shared, { type: 'conjunction' }) }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
