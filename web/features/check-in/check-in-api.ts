// The check-in's operations, shared by the page's form post (+action.ts), its data and the browser's scans: a seat's
// fields as the door shows them, and the mutation that checks a code in.
import { graphql } from '../../graphql/generated';
import type { AttendanceSeatFieldsFragment, CheckInOutcome } from '../../graphql/generated/graphql';

export const AttendanceSeatFields = graphql(`
  fragment AttendanceSeatFields on AttendanceSeat {
    bookingId
    seat
    name
    bookedBy
    seatName
    bookingSeats
    paid
    checkedInAt
  }
`);

/**
 * Declares the mutation for codegen; the browser sends the generated CheckInTicketDocument, since graphql() returns
 * nothing in the client build (vite.config.ts). The seat's fields are spelled out rather than spread from the fragment
 * with Apollo's client-only @unmask: the browser posts the printed document itself, and the server refuses a directive
 * it does not know.
 */
export const CheckInTicketRequest = graphql(`
  mutation CheckInTicket($eventSlug: String!, $session: Int!, $code: String!) {
    checkIn(eventSlug: $eventSlug, session: $session, code: $code) {
      outcome
      seat {
        bookingId
        seat
        name
        bookedBy
        seatName
        bookingSeats
        paid
        checkedInAt
      }
    }
  }
`);

export type AttendanceSeat = AttendanceSeatFieldsFragment;

/** What the door shows after a code: the API's answer, or that the check-in could not be asked (network, rights). */
export type CheckInShown = { outcome: CheckInOutcome; seat: AttendanceSeat | null } | { outcome: 'FAILED'; code: string };
