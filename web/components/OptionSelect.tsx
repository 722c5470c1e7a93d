// A labelled choice with an "any" option first, e.g. „Handwerk: Alle Handwerke / Holz / Töpfern“. The chosen value
// travels in the URL of a plain GET form, so the select is uncontrolled.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type Option = { value: string; label: string };

/** The choices of a <select>, after an empty one (`empty`: what choosing nothing means) where given. */
export function SelectOptions({ empty, options }: { empty?: string; options: readonly Option[] }) {
  return (
    <>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function OptionSelect(props: { name: string; label: ReactNode; any: string; options: Option[]; value?: string }) {
  const { name, label, any, options, value } = props;
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        <SelectOptions empty={any} options={options} />
      </select>
    </label>
  );
}

const taxonomyMessages = {
  craft: { label: 'filters.craft', any: 'filters.anyCraft' },
  city: { label: 'filters.city', any: 'filters.anyCity' },
};

/** The craft or city choice of the search and filter forms (?craft=holz, ?city=wien). */
export function TaxonomySelect(props: { name: 'craft' | 'city'; entries: Array<{ slug: string; name: string }>; value?: string }) {
  const { name, entries, value } = props;
  const intl = useIntl();
  const messages = taxonomyMessages[name];
  return (
    <OptionSelect
      name={name}
      label={<FormattedMessage id={messages.label} />}
      any={intl.formatMessage({ id: messages.any })}
      options={entries.map((entry) => ({ value: entry.slug, label: entry.name }))}
      value={value}
    />
  );
}
