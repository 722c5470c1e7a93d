// The event list's URL (/events?when=weekend&craft=toepfern-keramik&price=free&step-free=1&place=1070&…): its own
// parameters (the accessibility features' flags among them) on top of discovery's shared ones (place, lat, lng, radius, after), and the choices the form offers. The server's
// checks of these parameters, and how they become the API's EventFilter, are in event-list-data.ts.
import { OLDEST_CHILD_AGE, YOUNGEST_CHILD_AGE } from '../../../functions/src/domain/children.js';
import { dayPresets } from '../../../functions/src/domain/time.js';
import type { EventLevel } from '../../graphql/generated/graphql';
import { accessibilityParamList, type AccessibilityFilters } from '../discovery/accessibility-filter';
import { defineList, type ListFilters } from '../discovery/filters';

export const eventLevels: Record<string, EventLevel> = {
  beginner: 'BEGINNER',
  intermediate: 'INTERMEDIATE',
  advanced: 'ADVANCED',
  'all-levels': 'ALL_LEVELS',
};

/** „Heute“, „Morgen“, „Die nächsten 7 Tage“, „Dieses Wochenende“, „Nächstes Wochenende“ (domain/time.ts). */
export const whenChoices = dayPresets;

/** „Für Kinder“: every children's course ('any'), or those for a child of one age, 0 to 17 ('0' … '17'). */
export const childrenChoices = ['any', ...Array.from({ length: OLDEST_CHILD_AGE - YOUNGEST_CHILD_AGE + 1 }, (_, index) => String(YOUNGEST_CHILD_AGE + index))];

/** Price caps offered in the form, in euros; the URL may carry any whole number up to 10,000. */
export const priceChoices = [10, 25, 50, 100] as const;

export type EventFilters = ListFilters & {
  when?: (typeof whenChoices)[number];
  /** Local dates (YYYY-MM-DD) in Vienna, both inclusive. */
  from?: string;
  to?: string;
  craft?: string;
  city?: string;
  level?: string;
  /** 'free' or a whole number of euros. */
  price?: string;
  /** A children's course: 'any', or the child's age (childrenChoices). */
  children?: string;
  q?: string;
} & AccessibilityFilters;

export const eventList = defineList<EventFilters>('/events', ['when', 'from', 'to', 'craft', 'city', 'level', 'price', 'children', 'q', ...accessibilityParamList]);
