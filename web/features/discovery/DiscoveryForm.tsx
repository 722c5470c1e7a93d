// A list's filters: a plain GET form (works without JavaScript; the server reads the URL and tidies it). With
// JavaScript it navigates on the client to the list's short URL instead of reloading, and offers "near me".
// On a phone the results come first: the form sits folded in a <details> whose summary, „Filter (2)“, says how many
// filters narrow the list, and opens it (also without JavaScript). On wide screens the form shows as it is
// (discovery.css), with the summary hidden.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'vike/client/router';
import { LocalizedLink, useLocalizedUrl } from '../../components/LocalizedLink';
import { TaxonomySelect } from '../../components/OptionSelect';
import { activeFilterCount, type DiscoveryList, type FormValues, type ListScope, type PlaceFilters } from './filters';
import { NearFields } from './NearFields';
import './discovery.css';

type Taxonomy = Array<{ slug: string; name: string }>;
type ListFilters = PlaceFilters & { q?: string; craft?: string; city?: string; after?: string };

export function DiscoveryForm<F extends ListFilters>(props: {
  list: DiscoveryList<F>;
  scope: ListScope;
  filters: F;
  crafts: Taxonomy;
  cities: Taxonomy;
  /** The form's accessible name, e.g. „Orte suchen und filtern“. */
  label: string;
  textPlaceholder: string;
  submit: ReactNode;
  /** The list's own fields, after text, craft and city. */
  children?: ReactNode;
}) {
  const { list, scope, filters, crafts, cities, label, textPlaceholder, submit, children } = props;
  const localize = useLocalizedUrl();
  const form = useRef<HTMLFormElement>(null);

  const url = (values: FormValues) => localize(list.url(values, scope));
  const formValues = (): FormValues => {
    const entries = [...new FormData(form.current ?? undefined).entries()];
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(url(formValues()));
  };
  // The location replaces a typed place; the rest of the form (also what was changed but not sent yet) stays.
  const onLocated = (lat: number, lng: number) => {
    const { place: _typed, ...rest } = formValues();
    void navigate(url({ ...rest, lat: String(lat), lng: String(lng) }));
  };

  // On a city's landing page the city is implied: "all filters off" stays there.
  const unfiltered = list.url({ city: scope.pageCity } as F, scope);
  const current = list.url({ ...filters, after: undefined }, scope);

  return (
    // Keyed like the form: the filters fold again once a search shows its results. Browsers expose the summary as a
    // button with its expanded state themselves (an aria-expanded of our own is not allowed on it).
    <details key={current} className="discovery-filters-toggle">
      <summary className="discovery-filters-toggle__summary">
        <FormattedMessage id="filters.toggle" values={{ count: activeFilterCount(list, filters, scope) }} />
      </summary>
      <form
        ref={form}
        className="filter-form discovery-filters"
        action={localize(scope.basePath)}
        method="get"
        onSubmit={onSubmit}
        role="search"
        aria-label={label}
      >
        <label className="discovery-filters__wide">
          <span>
            <FormattedMessage id="filters.text" />
          </span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} maxLength={100} placeholder={textPlaceholder} />
        </label>
        <TaxonomySelect name="craft" entries={crafts} value={filters.craft} />
        <TaxonomySelect name="city" entries={cities} value={filters.city} />
        {children}
        <NearFields filters={filters} onLocated={onLocated} />
        <div className="discovery-filters__actions">
          <button type="submit" className="button">
            {submit}
          </button>
          {current === unfiltered ? null : (
            <LocalizedLink href={unfiltered}>
              <FormattedMessage id="filters.reset" />
            </LocalizedLink>
          )}
        </div>
      </form>
    </details>
  );
}
