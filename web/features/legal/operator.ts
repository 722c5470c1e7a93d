// The site operator's facts live in functions/src/domain/operator.ts: the imprint and privacy pages show them, and
// the server prints them as the seller on Premium's invoices.
export * from '../../../functions/src/domain/operator';
