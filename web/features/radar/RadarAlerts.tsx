// The Restplatz-Radar section of the pages that manage alerts (/app, /profile): what the Radar does, each alert in
// words with its latest matches, pausing and resuming, editing (?radar=<id> opens the form with the alert), deleting
// behind a confirmation that is a <details> element (so it works without JavaScript), and the form to create or
// edit an alert. Every form posts to the page itself, whose +action.ts hands it to radarAction.
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormName, SubmitButton, useFormState } from '../../components/Form';
import { FieldError, FormErrors, FormField } from '../../components/FormFields';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { usePageContext } from '../../components/PageContext';
import { SectionFailure } from '../../components/SectionFailure';
import type { RadarAlertFieldsFragment } from '../../graphql/generated/graphql';
import type { PlaceFilters } from '../discovery/filters';
import { NearFields } from '../discovery/NearFields';
import type { RadarData } from './radar-data';
import { formValuesFromAlert, radarFormNames, type RadarFormValues } from './radar-form';
import { summariseAlert, weekdays } from './radar-summary';
import './radar.css';

type Craft = { slug: string; name: string };

/** `pagePath`: the page the forms post to and return to ('/app' or '/profile'). */
export function RadarAlerts({ radar, pagePath }: { radar: RadarData; pagePath: string }) {
  const { alerts, error, crafts } = radar;
  return (
    <section aria-labelledby="radar" className="app-section radar">
      <h2 id="radar">
        <FormattedMessage id="radar.heading" />
      </h2>
      <p>
        <FormattedMessage id="radar.intro" />
      </p>
      <FormErrors form={radarFormNames.active} />
      <FormErrors form={radarFormNames.delete} />
      {alerts === null ? (
        <SectionFailure error={error ?? 'ERROR'} />
      ) : (
        <>
          {alerts.length === 0 ? (
            <p>
              <FormattedMessage id="radar.empty" />
            </p>
          ) : (
            <ul className="app-list radar-list">
              {alerts.map((alert) => (
                <li key={alert.id} className="app-list__item radar-alert">
                  <RadarAlert alert={alert} pagePath={pagePath} />
                </li>
              ))}
            </ul>
          )}
          <RadarForm alerts={alerts} crafts={crafts} pagePath={pagePath} />
        </>
      )}
    </section>
  );
}

function RadarAlert({ alert, pagePath }: { alert: RadarAlertFieldsFragment; pagePath: string }) {
  const intl = useIntl();
  const localize = useLocalizedUrl();
  const summaryId = useId();
  return (
    <>
      <p id={summaryId} className="radar-alert__summary">
        {summariseAlert(intl, alert)}
        {alert.active ? null : (
          <>
            {' '}
            <span className="status">
              <FormattedMessage id="radar.paused" />
            </span>
          </>
        )}
      </p>
      {alert.matches.length > 0 ? (
        <p className="app-list__meta">
          <FormattedMessage id="radar.matches" />{' '}
          {alert.matches.map((match, index) => (
            <span key={match.id}>
              {index > 0 ? ', ' : null}
              <LocalizedLink href={`/events/${encodeURIComponent(match.event.slug)}`}>{match.event.title}</LocalizedLink>{' '}
              <FormattedMessage id={`radar.match.${match.reason}`} />
            </span>
          ))}
        </p>
      ) : null}
      <div className="radar-alert__actions">
        <form method="post" action={localize(pagePath)} className="app-list__action">
          <FormName name={radarFormNames.active} />
          <input type="hidden" name="id" value={alert.id} />
          <input type="hidden" name="active" value={String(!alert.active)} />
          <button type="submit" className="link-button" aria-describedby={summaryId}>
            <FormattedMessage id={alert.active ? 'radar.pause' : 'radar.resume'} />
          </button>
        </form>
        <LocalizedLink href={`${pagePath}?radar=${encodeURIComponent(alert.id)}#radar-form`} aria-describedby={summaryId}>
          <FormattedMessage id="radar.edit" />
        </LocalizedLink>
        <details className="radar-alert__delete">
          <summary aria-describedby={summaryId}>
            <FormattedMessage id="radar.delete" />
          </summary>
          <form method="post" action={localize(pagePath)} className="app-list__action">
            <p>
              <FormattedMessage id="radar.deleteConfirm" />
            </p>
            <FormName name={radarFormNames.delete} />
            <input type="hidden" name="id" value={alert.id} />
            <SubmitButton message="radar.deleteSubmit" className="button button--danger" />
          </form>
        </details>
      </div>
    </>
  );
}

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const list = (value: string | string[] | undefined) => [value ?? []].flat();
const number = (value: string | string[] | undefined) => (text(value) === '' || !Number.isFinite(Number(text(value))) ? undefined : Number(text(value)));

/** The alert form: a new alert, or the one named by ?radar=<id> (after a rejection: what was typed). */
function RadarForm({ alerts, crafts, pagePath }: { alerts: readonly RadarAlertFieldsFragment[]; crafts: readonly Craft[]; pagePath: string }) {
  const { locale, urlParsed } = usePageContext();
  const localize = useLocalizedUrl();
  const kept = useFormState(radarFormNames.save)?.values;
  const editingId = kept ? text(kept.id) : (urlParsed.search.radar ?? '');
  const editing = alerts.find((alert) => alert.id === editingId) ?? null;
  const values: RadarFormValues = kept ?? (editing ? formValuesFromAlert(editing, locale) : {});
  // A new target (another alert, or none) starts from its own values.
  return <RadarFormFields key={editing?.id ?? 'new'} crafts={crafts} values={values} editingId={editing?.id ?? null} action={localize(pagePath)} cancelHref={`${pagePath}#radar`} />;
}

function RadarFormFields(props: { crafts: readonly Craft[]; values: RadarFormValues; editingId: string | null; action: string; cancelHref: string }) {
  const { crafts, values, editingId, action, cancelHref } = props;
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  // "Near me" replaces a typed place with the browser's location; the radius chosen so far stays.
  const [located, setLocated] = useState<{ lat: number; lng: number; radius?: number } | null>(null);
  const onLocated = (lat: number, lng: number) => {
    const radius = form.current ? number(String(new FormData(form.current).get('radius') ?? '')) : undefined;
    setLocated({ lat, lng, radius });
  };
  const where: PlaceFilters = located ?? {
    place: text(values.place) || undefined,
    radius: number(values.radius),
    lat: number(values.lat),
    lng: number(values.lng),
  };
  const usesLocation = where.lat !== undefined && where.lng !== undefined && !where.place;
  const chosenCrafts = list(values.crafts);
  const chosenDays = list(values.weekdays);
  const name = radarFormNames.save;
  return (
    <form ref={form} method="post" action={action} className="account-form radar-form" aria-labelledby="radar-form">
      <h3 id="radar-form">
        <FormattedMessage id={editingId ? 'radar.formEdit' : 'radar.formNew'} />
      </h3>
      <FormName name={name} />
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      <FormErrors form={name} fields={['crafts', 'place', 'radius', 'weekdays', 'startsFrom', 'startsUntil', 'maxPrice']} />
      <fieldset className="form-fieldset" aria-describedby="radar-crafts-hint radar-crafts-error">
        <legend>
          <FormattedMessage id="radar.crafts" />
        </legend>
        {crafts.map((craft) => (
          <label key={craft.slug}>
            <input type="checkbox" name="crafts" value={craft.slug} defaultChecked={chosenCrafts.includes(craft.slug)} /> {craft.name}
          </label>
        ))}
        <p className="form-field__hint" id="radar-crafts-hint">
          <FormattedMessage id="radar.craftsHint" />
        </p>
        <FieldError form={name} id="radar-crafts-error" name="crafts" />
      </fieldset>
      <NearFields key={located ? `${located.lat},${located.lng}` : 'typed'} filters={where} onLocated={onLocated} />
      {usesLocation ? <input type="hidden" name="nearLabel" value={located ? intl.formatMessage({ id: 'radar.nearMe' }) : text(values.nearLabel) || intl.formatMessage({ id: 'radar.nearMe' })} /> : null}
      <p className="form-field__hint">
        <FormattedMessage id="radar.placeHint" />
      </p>
      <FieldError form={name} id="radar-place-error" name="place" />
      <FieldError form={name} id="radar-radius-error" name="radius" />
      <fieldset className="form-fieldset" aria-describedby="radar-weekdays-hint radar-weekdays-error">
        <legend>
          <FormattedMessage id="radar.weekdays" />
        </legend>
        {weekdays.map((day) => (
          <label key={day}>
            <input type="checkbox" name="weekdays" value={day} defaultChecked={chosenDays.includes(day)} /> <FormattedMessage id={`weekday.${day}`} />
          </label>
        ))}
        <p className="form-field__hint" id="radar-weekdays-hint">
          <FormattedMessage id="radar.weekdaysHint" />
        </p>
        <FieldError form={name} id="radar-weekdays-error" name="weekdays" />
      </fieldset>
      <div className="radar-form__times">
        <FormField form={name} name="startsFrom" type="time" defaultValue={text(values.startsFrom)} label={intl.formatMessage({ id: 'radar.startsFrom' })} />
        <FormField form={name} name="startsUntil" type="time" defaultValue={text(values.startsUntil)} label={intl.formatMessage({ id: 'radar.startsUntil' })} />
      </div>
      <FormField
        form={name}
        name="maxPrice"
        inputMode="decimal"
        maxLength={9}
        defaultValue={text(values.maxPrice)}
        label={intl.formatMessage({ id: 'radar.maxPrice' })}
        hint={intl.formatMessage({ id: 'radar.maxPriceHint' })}
      />
      <div className="radar-form__actions">
        <SubmitButton message={editingId ? 'radar.save' : 'radar.create'} />
        {editingId ? (
          <LocalizedLink href={cancelHref}>
            <FormattedMessage id="radar.cancelEdit" />
          </LocalizedLink>
        ) : null}
      </div>
    </form>
  );
}
