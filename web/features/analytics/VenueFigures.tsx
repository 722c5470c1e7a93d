// A venue's monthly figures on /venue_profile, for the editors and Premium venues' owners (services/analytics.ts decides):
// views of the venue's page and of its events' pages as a chart, and every figure per month in a table.
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnChart } from './charts';
import './analytics.css';

export interface VenueMonthFiguresData {
  month: string;
  venuePageViews: number;
  eventPageViews: number;
  bookings: number;
  radarMatches: number;
}

export function VenueFigures({ months }: { months: readonly VenueMonthFiguresData[] }) {
  const intl = useIntl();
  const monthName = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const views = months.map((m) => ({ label: monthName(m.month), tick: intl.formatDate(`${m.month}-15T12:00:00Z`, { timeZone: 'UTC', month: 'short' }), value: m.venuePageViews + m.eventPageViews }));
  const total = views.reduce((sum, { value }) => sum + value, 0);
  return (
    <section aria-labelledby="venue-figures-heading" className="venue-figures">
      <h2 id="venue-figures-heading">
        <FormattedMessage id="figures.venue.heading" />
      </h2>
      <p>
        <FormattedMessage id="figures.venue.intro" />
      </p>
      <ColumnChart
        caption={<FormattedMessage id="figures.venue.views" />}
        summary={intl.formatMessage({ id: 'figures.venue.views.summary' }, { total, months: months.length })}
        labelHeader={intl.formatMessage({ id: 'figures.column.month' })}
        valueHeader={intl.formatMessage({ id: 'figures.column.views' })}
        points={views}
        empty={<FormattedMessage id="figures.none" />}
      />
      <table className="figures-months">
        <caption>
          <FormattedMessage id="figures.venue.table" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="figures.column.month" />
            </th>
            <th scope="col">
              <FormattedMessage id="figures.venue.venuePageViews" />
            </th>
            <th scope="col">
              <FormattedMessage id="figures.venue.eventPageViews" />
            </th>
            <th scope="col">
              <FormattedMessage id="figures.column.bookings" />
            </th>
            <th scope="col">
              <FormattedMessage id="figures.venue.radarMatches" />
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{intl.formatNumber(m.venuePageViews)}</td>
              <td>{intl.formatNumber(m.eventPageViews)}</td>
              <td>{intl.formatNumber(m.bookings)}</td>
              <td>{intl.formatNumber(m.radarMatches)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
