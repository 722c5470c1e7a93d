// The decision job of courses with a minimum of participants: once a course's decision time has passed, it is
// confirmed or called off, and everyone booked or waiting, and the organiser, gets a mail. Everything it needs is
// in the store (the course's minimum and its outcome), so it survives restarts; a decided course is never decided
// again, so running it twice, or late, changes nothing twice. Runs every few minutes: npm start (local-server.ts)
// and a scheduled Cloud Function (cloud-functions.ts).
import { decideMinimum } from '../domain/course-minimum.js';
import type { JobContext, ServiceContext } from './service-context.js';
import type { EventRecord } from '../domain/records.js';
import { ConflictError, type WriteOp } from '../domain/repositories.js';
import { bookedEventFor, cancelEventAndTell, courseDecidedMail, peopleOf, withoutPendingMinimum } from './event-cancellation.js';
import { announceChanged } from './live.js';
import { composeMail } from './mail.js';

/** Courses decided in one run; more wait for the next run. */
const DECISION_BATCH = 100;
/** How often the job runs; a course is decided at most this long after its decision time. */
export const DECISION_INTERVAL_MS = 5 * 60_000;

/** The decisions' work: the store, the bus, and the payment provider that refunds the payers of a course called off (absent when the site takes no payments). */
type DecisionContext = Pick<ServiceContext, 'store' | 'live' | 'payments'>;

export interface DecisionRun {
  confirmed: string[];
  calledOff: string[];
}

/** Decides every course whose decision time has passed by `now`; returns the slugs it decided. */
export async function decideCourses(deps: DecisionContext, now = new Date()): Promise<DecisionRun> {
  const run: DecisionRun = { confirmed: [], calledOff: [] };
  for (const event of await deps.store.events.decisionsDue(now, DECISION_BATCH)) {
    const outcome = decideMinimum(event, now);
    try {
      if (outcome === 'CALLED_OFF') {
        await cancelEventAndTell({ ...deps, now }, event, { by: 'MINIMUM_NOT_REACHED' });
        run.calledOff.push(event.slug);
      } else if (outcome === 'CONFIRMED') {
        await confirmCourse({ ...deps, now }, event);
        run.confirmed.push(event.slug);
      } else if (event.status === 'CANCELLED') {
        // Cancelled by a path that left its minimum pending: nothing to decide, and off the due list.
        await deps.store.write([{ put: 'event', record: withoutPendingMinimum(event) }]);
      }
    } catch (error) {
      // Cancelled meanwhile by its organiser: nothing left to decide. Anything else is tried again on the next run.
      if (!(error instanceof ConflictError && error.code === 'ALREADY_CANCELLED')) {
        console.warn(`Course decision of ${event.slug} failed:`, error instanceof Error ? error.message : error);
      }
    }
  }
  return run;
}

/** The course runs: its outcome written together with the mails to everyone booked or waiting and the organiser. */
async function confirmCourse(deps: JobContext, event: EventRecord): Promise<void> {
  const bookings = (await deps.store.bookings.byEvent(event.slug)).filter((booking) => booking.status !== 'CANCELLED');
  const waiting = new Set(bookings.filter((booking) => booking.status === 'WAITLISTED').map((booking) => booking.uid));
  const about = await bookedEventFor(deps.store, event);
  const mails = (await peopleOf(deps.store, bookings.map((booking) => booking.uid))).map(
    (person): WriteOp => ({
      put: 'mail',
      record: composeMail('courseConfirmed', person.email, person.locale, { ...about(person), waitlisted: waiting.has(person.uid) }, deps.now),
    }),
  );
  const updated: EventRecord = { ...event, minimum: { ...event.minimum!, outcome: 'CONFIRMED' }, updatedAt: deps.now };
  await deps.store.write([{ put: 'event', record: updated }, ...mails, ...(await courseDecidedMail(deps, updated, true))]);
  await announceChanged(deps, event.slug);
}

/** Runs decideCourses now and then every `intervalMs` in this process (npm start); the timer does not keep it alive. */
export function decideCoursesEvery(deps: DecisionContext, intervalMs = DECISION_INTERVAL_MS, log: (message: string) => void = console.log): NodeJS.Timeout {
  const once = () =>
    decideCourses(deps).then(
      ({ confirmed, calledOff }) => {
        if (confirmed.length + calledOff.length > 0) log(`Courses decided: ${confirmed.length} confirmed, ${calledOff.length} called off.`);
      },
      (error: unknown) => log(`Course decisions failed: ${String(error)}`),
    );
  // At start too: a course whose decision time passed while the server was down is decided at once.
  void once();
  const timer = setInterval(() => void once(), intervalMs);
  timer.unref();
  return timer;
}
