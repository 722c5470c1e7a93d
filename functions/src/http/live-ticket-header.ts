// The request header a stream ticket travels in (http/stream-tickets.ts): the live pages send it when they open a
// subscription at /graphql/stream, the stream reads it there and allows it across origins. One name for both sides
// of the wire, in a module without Node built-ins, so that the browser's code imports it too.

/** In lower case, as Node gives header names; HTTP header names are case-insensitive on the wire. */
export const LIVE_TICKET_HEADER = 'live-ticket';
