// /admin?tab=figures: the site's own page counting for the editors (docs/decisions/021): views per day over the
// last 30 days, the most viewed pages, the searches that found nothing, where visitors came from, the browsers'
// languages, and seats booked per week. Rendered on the server as SVG charts with tables (charts.tsx).
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnChart, RankingChart } from './charts';
import './analytics.css';

interface Count {
  count: number;
}
export interface SiteFiguresData {
  from: string;
  to: string;
  viewsPerDay: ({ day: string } & Count)[];
  topPages: ({ path: string } & Count)[];
  topReferrers: ({ key: string } & Count)[];
  topLanguages: ({ key: string } & Count)[];
  emptySearches: ({ term: string } & Count)[];
  bookingsPerWeek: ({ day: string } & Count)[];
}

/** A day 'YYYY-MM-DD' as the locale writes a short date (24.11. / 11/24). */
export function useDayFormat() {
  const intl = useIntl();
  return {
    long: (day: string) => intl.formatDate(`${day}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
    short: (day: string) => intl.formatDate(`${day}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'numeric' }),
  };
}

export function SiteFigures({ figures }: { figures: SiteFiguresData }) {
  const intl = useIntl();
  const days = useDayFormat();
  const total = (counts: readonly Count[]) => counts.reduce((sum, { count }) => sum + count, 0);
  const views = figures.viewsPerDay.map(({ day, count }) => ({ label: days.long(day), tick: days.short(day), value: count }));
  const busiest = figures.viewsPerDay.reduce((best, day) => (day.count > best.count ? day : best), { day: figures.to, count: 0 });
  const bookings = figures.bookingsPerWeek.map(({ day, count }) => ({ label: days.long(day), tick: days.short(day), value: count }));
  const ranking = (id: string, points: { label: string; value: number }[]) =>
    intl.formatMessage({ id }, { count: points.length, first: points[0]?.label ?? '', value: points[0]?.value ?? 0 });
  const pages = figures.topPages.map(({ path, count }) => ({ label: path, value: count }));
  const searches = figures.emptySearches.map(({ term, count }) => ({ label: term, value: count }));
  const referrers = figures.topReferrers.map(({ key, count }) => ({ label: key, value: count }));
  const languages = figures.topLanguages.map(({ key, count }) => ({ label: key, value: count }));
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading">
        <FormattedMessage id="figures.site.heading" />
      </h2>
      <p>
        <FormattedMessage id="figures.site.intro" values={{ from: days.long(figures.from), to: days.long(figures.to) }} />
      </p>
      <ColumnChart
        caption={<FormattedMessage id="figures.viewsPerDay" />}
        summary={intl.formatMessage({ id: 'figures.viewsPerDay.summary' }, { total: total(figures.viewsPerDay), max: busiest.count, day: days.long(busiest.day) })}
        labelHeader={intl.formatMessage({ id: 'figures.column.day' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.views' })}
        points={views}
        empty={<FormattedMessage id="figures.none" />}
      />
      <RankingChart
        caption={<FormattedMessage id="figures.topPages" />}
        summary={ranking('figures.topPages.summary', pages)}
        labelHeader={intl.formatMessage({ id: 'figures.column.page' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.views' })}
        points={pages}
        empty={<FormattedMessage id="figures.none" />}
      />
      <RankingChart
        caption={<FormattedMessage id="figures.emptySearches" />}
        summary={ranking('figures.emptySearches.summary', searches)}
        labelHeader={intl.formatMessage({ id: 'figures.column.term' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.searches' })}
        points={searches}
        empty={<FormattedMessage id="figures.emptySearches.none" />}
      />
      <RankingChart
        caption={<FormattedMessage id="figures.referrers" />}
        summary={ranking('figures.referrers.summary', referrers)}
        labelHeader={intl.formatMessage({ id: 'figures.column.referrer' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.views' })}
        points={referrers}
        empty={<FormattedMessage id="figures.none" />}
      />
      <RankingChart
        caption={<FormattedMessage id="figures.languages" />}
        summary={ranking('figures.languages.summary', languages)}
        labelHeader={intl.formatMessage({ id: 'figures.column.language' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.views' })}
        points={languages}
        empty={<FormattedMessage id="figures.none" />}
      />
      <ColumnChart
        caption={<FormattedMessage id="figures.bookingsPerWeek" />}
        summary={intl.formatMessage({ id: 'figures.bookingsPerWeek.summary' }, { total: total(figures.bookingsPerWeek), weeks: bookings.length })}
        labelHeader={intl.formatMessage({ id: 'figures.column.week' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.bookings' })}
        points={bookings}
        empty={<FormattedMessage id="figures.bookingsPerWeek.none" />}
      />
    </section>
  );
}
