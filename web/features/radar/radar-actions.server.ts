// The Radar forms' actions, shared by the pages that manage alerts (/app, /profile): each page's +action.ts hands a
// Radar form's POST here with its own path, so that the person lands back where they were.
import { graphql } from '../../graphql/generated';
import { localizeUrl } from '../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type ActionOutcome, type FormRequest } from '../../server/form-action';
import { formField, radarFormNames, radarInputFromForm } from './radar-form';

const SaveRadarAlertDocument = graphql(`
  mutation SaveRadarAlert($id: ID, $input: RadarAlertInput!) {
    saveRadarAlert(id: $id, input: $input) {
      id
    }
  }
`);

const SetRadarAlertActiveDocument = graphql(`
  mutation SetRadarAlertActive($id: ID!, $active: Boolean!) {
    setRadarAlertActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

const DeleteRadarAlertDocument = graphql(`
  mutation DeleteRadarAlert($id: ID!) {
    deleteRadarAlert(id: $id)
  }
`);

/** Runs the Radar form that was posted to `pagePath` ('/app' or '/profile'). */
export async function radarAction(request: FormRequest, pagePath: string): Promise<ActionOutcome> {
  const { fields } = request;
  const done = (key: string) => redirectTo(`${localizeUrl(pagePath, request.locale)}?done=${key}#radar`);
  const form = fields.get('_form');
  const id = fields.get('id');

  if (form === radarFormNames.save) {
    const converted = radarInputFromForm(fields);
    if (converted.errors.length > 0) return rerender(fields, converted.errors);
    const result = await request.mutate(SaveRadarAlertDocument, { id: converted.id, input: converted.input });
    if (!result.data) return withFormFields(fromGraphQLErrors(fields, result.errors));
    return done('radarSaved');
  }
  if (!id) return rerender(fields, [], 'NOT_FOUND');
  if (form === radarFormNames.active) {
    const active = fields.get('active') === 'true';
    const result = await request.mutate(SetRadarAlertActiveDocument, { id, active });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    return done(active ? 'radarResumed' : 'radarPaused');
  }
  if (form === radarFormNames.delete) {
    const result = await request.mutate(DeleteRadarAlertDocument, { id });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    return done('radarDeleted');
  }
  return rerender(fields, [], 'UNKNOWN');
}

/**
 * The API's field errors moved to the form fields that show them (the price in euros, the place and its radius),
 * recoded where the form can say more: a time of day rather than a date, the window's end before its start, and
 * the limit of alerts per person (an error of the whole form).
 */
function withFormFields(outcome: ActionOutcome): ActionOutcome {
  if (outcome.kind !== 'render') return outcome;
  const tooMany = outcome.formState.errors.some((error) => error.field === 'input' && error.code === 'TOO_MANY');
  const errors = outcome.formState.errors
    .filter((error) => error.field !== 'input')
    .map((error) => {
      const field = formField(error.field);
      if (error.code === 'INVALID_TIME') return { field, code: 'INVALID_TIME_OF_DAY' };
      if (field === 'startsUntil' && error.code === 'OUT_OF_RANGE') return { field, code: 'UNTIL_BEFORE_FROM' };
      return { field, code: error.code };
    });
  return { ...outcome, formState: { ...outcome.formState, errors, ...(tooMany ? { code: 'TOO_MANY_ALERTS' } : {}) } };
}
