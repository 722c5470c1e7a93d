// A venue's Premium invoice as its owners (/venue_profile) and the editors (/admin) see it: spread with @unmask, so
// that the generated types carry the fields themselves.
import { graphql } from '../../graphql/generated';

/** Number, date, the period paid, amount and the path of its PDF. */
export const PremiumInvoiceFields = graphql(`
  fragment PremiumInvoiceFields on PremiumInvoice {
    number
    issuedAt
    periodStart
    periodEnd
    amountCents
    currency
    pdfUrl
  }
`);
