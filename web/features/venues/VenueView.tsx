// A venue page: what it is, which crafts, where (with a map and directions), when it is open (and whether it is
// now), how to reach it, its next events, articles about its crafts and venues nearby. Used by /venues/{slug} and
// by the sample page /musterspace (which passes a banner and its own breadcrumb). Real venues end with a hint for
// their owners, pointing to /venue-benefits.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CraftIllustration } from '../../components/CraftIllustration';
import { DetailHeader } from '../../components/DetailHeader';
import { LabelledSection } from '../../components/LabelledSection';
import { usePageContext } from '../../components/PageContext';
import { localizeUrl, type Locale } from '../../lib/i18n/locales';
import { LocalizedLink } from '../../components/LocalizedLink';
import { SectionIntro } from '../../components/PageIntro';
import { Paragraphs } from '../../components/Paragraphs';
import { UploadedImage } from '../../components/UploadedImage';
import { ResultList } from '../discovery/ResultList';
import { EventCard } from '../events/EventCard';
import { VenueMap } from '../map/VenueMap';
import { directionsUrl, geoUri } from '../map/directions';
import { AccessibilityFacts } from './AccessibilityFacts';
import { ContactList } from './ContactList';
import { OpeningHours } from './OpeningHours';
import { shownImages } from './venue-images';
import type { VenuePageData } from './venue-page-data';
import { venuePlace } from './venue-place';
import { VenueCard } from './VenueCard';
import './venues.css';

/** The iCal feed of a venue's upcoming events, in the page's language. */
export function venueFeedUrl(slug: string, locale: Locale): string {
  return localizeUrl(`/events.ics?venue=${encodeURIComponent(slug)}`, locale);
}

type VenueImage = VenuePageData['venue']['images'][number];

/**
 * A Premium venue's further images as a list of links to each full image, so that every one is reached by keyboard
 * and named (its alt text, with its place: „Bild 2 von 5“); the browser loads them as the reader scrolls near.
 */
function VenueGallery({ name, images }: { name: string; images: VenueImage[] }) {
  const intl = useIntl();
  if (images.length === 0) return null;
  const count = images.length + 1;
  return (
    <section className="venue__gallery" aria-labelledby="venue-gallery">
      <h2 id="venue-gallery">
        <FormattedMessage id="venue.gallery.heading" values={{ name }} />
      </h2>
      <ul>
        {images.map((image, i) => (
          <li key={image.url}>
            <a href={image.url}>
              <UploadedImage
                image={image}
                alt={intl.formatMessage({ id: 'venue.gallery.imageAlt' }, { alt: image.alt || name, position: i + 2, count })}
                sizes="(min-width: 56rem) 18rem, (min-width: 36rem) 50vw, 100vw"
                lazy
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VenueView({ data, banner }: { data: VenuePageData; banner?: ReactNode }) {
  const { venue, today, sectionErrors } = data;
  const intl = useIntl();
  const { locale } = usePageContext();
  const { address, contact, geo } = venue;
  const events = venue.upcomingEvents ?? [];
  const alternatives = venue.alternativeEvents ?? [];
  const articles = venue.relatedArticles ?? [];
  const nearby = venue.nearbyVenues ?? [];
  return (
    <article className="venue">
      <DetailHeader
        trail={[{ href: '/venues', message: 'nav.venues' }]}
        title={venue.name}
        banner={banner}
        className="venue__header"
        kicker={
          <>
            <FormattedMessage id={`venue.kind.${venue.kind}`} />
            {` · ${venuePlace(address, venue.city)}`}
          </>
        }
      >
        {venue.crafts.length > 0 ? (
          <ul className="craft-list" aria-label={intl.formatMessage({ id: 'venue.crafts' })}>
            {venue.crafts.map((craft) => (
              <li key={craft.slug}>
                <CraftIllustration slug={craft.slug} name={craft.name} size={40} />
                <span>{craft.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </DetailHeader>

      {venue.images[0] ? (
        <UploadedImage image={venue.images[0]} className="venue__image" priority sizes="(min-width: 72rem) 72rem, 100vw" />
      ) : null}
      <VenueGallery name={venue.name} images={shownImages(venue).slice(1)} />

      <div className="venue__grid">
        <div className="venue__main">
          <Paragraphs text={venue.description} />

          <LabelledSection id="venue-events" heading="venue.upcomingEvents" className="section">
            <ResultList items={events} error={sectionErrors.upcomingEvents ?? null} empty={<FormattedMessage id="venue.noEvents" />} itemKey={(event) => event.slug}>
              {(event) => <EventCard event={event} showVenue={false} />}
            </ResultList>
            {events.length === 0 && !sectionErrors.upcomingEvents && alternatives.length > 0 ? (
              // An empty list offers the nearest real alternatives: the same crafts elsewhere in the city.
              <>
                <p>
                  <FormattedMessage id="venue.alternativeEvents" />
                </p>
                <ResultList items={alternatives} error={null} empty={null} itemKey={(event) => event.slug}>
                  {(event) => <EventCard event={event} />}
                </ResultList>
              </>
            ) : null}
            {banner ? null : (
              // The venue's own iCal feed (served by web/server; the sample venue has none). A file, not a page.
              <p>
                <a href={venueFeedUrl(venue.slug, locale)} type="text/calendar" data-vike="false">
                  <FormattedMessage id="venue.subscribe" />
                </a>
              </p>
            )}
          </LabelledSection>

          {sectionErrors.relatedArticles || articles.length > 0 ? (
            <LabelledSection id="venue-articles" heading="venue.relatedArticles" className="section">
              <ResultList items={articles} error={sectionErrors.relatedArticles ?? null} empty={null} className="related-articles" itemKey={(article) => article.slug}>
                {(article) => (
                  <>
                    <LocalizedLink href={`/blog/${article.slug}`}>{article.title}</LocalizedLink>
                    <p>
                      {article.excerpt}{' '}
                      <FormattedMessage id="venue.readingMinutes" values={{ minutes: article.readingMinutes }} />
                    </p>
                  </>
                )}
              </ResultList>
            </LabelledSection>
          ) : null}

          {sectionErrors.nearbyVenues || nearby.length > 0 ? (
            <LabelledSection id="venue-nearby" heading="venue.nearby" className="section">
              <ResultList items={nearby} error={sectionErrors.nearbyVenues ?? null} empty={null} className="card-grid" itemKey={(edge) => edge.node.slug}>
                {(edge) => <VenueCard venue={edge.node} distanceKm={edge.distanceKm} />}
              </ResultList>
            </LabelledSection>
          ) : null}
        </div>

        <aside className="venue__facts">
          <LabelledSection id="venue-hours" heading="venue.openingHours">
            <OpeningHours hours={venue.openingHours} openNow={venue.openNow} today={today} />
          </LabelledSection>

          {venue.openStudioHours.length > 0 ? (
            <section aria-labelledby="venue-open-studio">
              <SectionIntro id="venue-open-studio" heading="venue.openStudio" intro="venue.openStudioIntro" />
              <OpeningHours hours={venue.openStudioHours} today={today} />
            </section>
          ) : null}

          {venue.equipment.length > 0 ? (
            <LabelledSection id="venue-equipment" heading="venue.equipmentHeading">
              <ul className="venue__equipment">
                {venue.equipment.map((code) => (
                  <li key={code}>
                    <FormattedMessage id={`venue.equipment.${code}`} />
                  </li>
                ))}
              </ul>
            </LabelledSection>
          ) : null}

          <AccessibilityFacts id="venue-accessibility" accessibility={venue.accessibility} />

          <LabelledSection id="venue-address" heading="venue.address">
            <address>
              {address.street}
              <br />
              {address.postalCode} {address.locality}
              {address.district ? (
                <>
                  <br />
                  {address.district}
                </>
              ) : null}
            </address>
            <VenueMap
              className="venue__map"
              label={intl.formatMessage({ id: 'map.venueLabel' }, { name: venue.name })}
              points={[{ key: venue.slug, name: venue.name, lat: geo.lat, lng: geo.lng }]}
              zoom={16}
            />
            <ul className="venue__directions">
              <li>
                <a href={directionsUrl(geo)} rel="external noopener">
                  <FormattedMessage id="venue.directions" />
                </a>
              </li>
              <li>
                <a href={geoUri(geo)}>
                  <FormattedMessage id="venue.openInMaps" />
                </a>
              </li>
            </ul>
          </LabelledSection>

          <LabelledSection id="venue-contact" heading="venue.contact">
            <ContactList contact={contact} website={venue.website} socialLinks={venue.socialLinks} />
          </LabelledSection>

          {banner ? null : (
            // For the people behind the venue: how to take the listing over, and what Premium adds.
            <p className="venue__owner-hint">
              <FormattedMessage id="venue.ownerHint" />{' '}
              <LocalizedLink href="/venue-benefits">
                <FormattedMessage id="venue.ownerHintLink" />
              </LocalizedLink>
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
