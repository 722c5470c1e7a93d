// „Diese Woche“: what is live today, the courses with free seats until Sunday and the articles read most, each
// section a list with a link to the whole. The server streams the page (docs/decisions/029): the heading, the
// introduction and today's live courses at once, each later section as soon as its data is there, with a note
// while it is on its way (Streamed). A section that failed shows its own message; the others are unaffected.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LabelledSection } from '../../components/LabelledSection';
import { MoreLink } from '../../components/MoreLink';
import { PageIntro } from '../../components/PageIntro';
import { SectionFailure } from '../../components/SectionFailure';
import { useData } from '../../components/useData';
import { ArticleCard } from '../../features/articles/ArticleCard';
import { EventCard } from '../../features/events/EventCard';
import { LiveCard } from '../../features/live/LiveCard';
import type { SectionError } from '../../lib/graphql/section-errors';
import { Streamed } from '../../lib/streaming/Streamed';
import type { Data } from './+data';
import './asyncpage.css';

export default function Page() {
  const { now, live, courses, articles } = useData<Data>();
  const pending = <FormattedMessage id="asyncpage.pending" />;
  return (
    <div className="asyncpage">
      <PageIntro heading="asyncpage.heading" intro="asyncpage.intro" />

      <LabelledSection id="asyncpage-live" heading="asyncpage.live.heading" className="asyncpage__section">
        <Entries error={live.error} empty="asyncpage.live.empty">
          {live.items.map((view) => (
            <li key={view.event.slug}>
              <LiveCard view={view} now={Date.parse(now)} />
            </li>
          ))}
        </Entries>
        <MoreLink href="/eventslive" message="asyncpage.live.more" />
      </LabelledSection>

      <LabelledSection id="asyncpage-courses" heading="asyncpage.courses.heading" className="asyncpage__section">
        <Streamed name="courses" value={courses} pending={pending}>
          {({ items, error }) => (
            <div>
              <Entries error={error} empty="asyncpage.courses.empty">
                {items.map((course) => (
                  <li key={course.slug}>
                    <EventCard event={course} />
                  </li>
                ))}
              </Entries>
              <MoreLink href="/events" message="asyncpage.courses.more" />
            </div>
          )}
        </Streamed>
      </LabelledSection>

      <LabelledSection id="asyncpage-articles" heading="asyncpage.articles.heading" className="asyncpage__section">
        <Streamed name="articles" value={articles} pending={pending}>
          {({ items, error }) => (
            <div>
              <Entries error={error} empty="asyncpage.articles.empty">
                {items.map((article) => (
                  <li key={article.slug}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </Entries>
              <MoreLink href="/blog" message="asyncpage.articles.more" />
            </div>
          )}
        </Streamed>
      </LabelledSection>
    </div>
  );
}

/** A section's list, or its message when its data failed or it has nothing. */
function Entries({ error, empty, children }: { error: SectionError | null; empty: string; children: ReactNode[] }) {
  if (error) return <SectionFailure error={error} />;
  if (children.length === 0) {
    return (
      <p className="notice">
        <FormattedMessage id={empty} />
      </p>
    );
  }
  return <ul className="card-list">{children}</ul>;
}
