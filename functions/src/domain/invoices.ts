// Invoices and credit notes the site issues: the participant's receipt in the seller's name (the organiser, or the
// operator for its own courses), the platform's fee invoice to the organiser, Premium's invoices, and a credit note
// (Stornorechnung) for every refund. Each issuer numbers its documents without gaps (InvoiceRepository.issue); a
// document is fixed when issued and rendered as a PDF from the stored record.

/** What every stored document carries for the store: who issued it, its number, what it is for and who may read it. */
export interface IssuedDocument {
  /** The printed number, unique over all issuers (e.g. „R-3F9A-000012“). */
  id: string;
  /** 'platform' for the operator, `organiser:<uid>` for an organiser: the series the number counts in. */
  issuerKey: string;
  /** 1, 2, 3, … per issuer, without gaps. */
  number: number;
  /** What the document is for, one document per source: `receipt:<orderId>`, `credit:<orderId>`, `fee:<orderId>`, … */
  sourceKey: string;
  /** Who may download it besides editors: the participant, the organiser. */
  partyUids: string[];
  issuedAt: Date;
}
