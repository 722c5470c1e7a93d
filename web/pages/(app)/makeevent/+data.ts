// /makeevent: the crafts and listed venues the form offers; null choices when the store could not answer.
import type { PageContextServer } from 'vike/types';
import { loadEventFormChoices } from '../../../features/contributions/event-form-choices';

export async function data(pageContext: PageContextServer) {
  return { choices: await loadEventFormChoices(pageContext) };
}

export type Data = Awaited<ReturnType<typeof data>>;
