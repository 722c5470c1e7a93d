// A person's invoice documents with their PDFs to download: on /app the receipts of the seats they paid (and the
// credit notes of refunds), on /app/payouts an organiser's receipts issued in their name and the platform's fee
// invoices to them. Each line: what it is and its number as the link, its date, amount and course.
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { LabelledSection } from '../../components/LabelledSection';
import { SectionFailure } from '../../components/SectionFailure';
import type { InvoiceDocument, InvoicesData } from './invoice-fields';

/** The kind of a document as its link names it: a credit note says what it corrects. */
const kindMessage = (document: InvoiceDocument): string =>
  document.kind === 'CREDIT_NOTE' ? 'invoices.kind.CREDIT_NOTE' : document.kind === 'FEE_INVOICE' ? 'invoices.kind.FEE_INVOICE' : 'invoices.kind.RECEIPT';

export function InvoiceList({ invoices, side }: { invoices: InvoicesData; side: 'participant' | 'organiser' }) {
  const { documents, error } = invoices;
  // Most people never pay for a course: /app shows the section once there is something in it.
  if (side === 'participant' && documents?.length === 0) return null;
  return (
    <LabelledSection id={`invoices-${side}`} heading={`invoices.${side}.heading`} className="app-section invoice-list">
      {side === 'organiser' ? (
        <p>
          <FormattedMessage id="invoices.organiser.intro" />
        </p>
      ) : null}
      {documents === null ? (
        <SectionFailure error={error ?? 'ERROR'} />
      ) : documents.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="invoices.organiser.empty" />
        </p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.number}>
              {/* A file, not a page: the browser downloads it (the route answers only the document's parties and editors). */}
              <a href={document.pdfUrl} download={`${document.number}.pdf`} type="application/pdf" rel="external">
                <FormattedMessage id="invoices.document" values={{ kind: <FormattedMessage id={kindMessage(document)} />, number: document.number }} />
              </a>{' '}
              <FormattedMessage
                id="invoices.facts"
                values={{
                  date: <FormattedDate value={document.issuedAt} dateStyle="long" timeZone="Europe/Vienna" />,
                  amount: <FormattedNumber value={(document.kind === 'CREDIT_NOTE' ? -document.amountCents : document.amountCents) / 100} style="currency" currency={document.currency} />,
                }}
              />
              {document.corrects ? (
                <>
                  {' · '}
                  <FormattedMessage id="invoices.corrects" values={{ number: document.corrects }} />
                </>
              ) : null}
              {document.event ? (
                <>
                  {' · '}
                  <FormattedMessage id="invoices.course" values={{ title: document.event.title }} />
                </>
              ) : null}
              {side === 'organiser' && (document.kind === 'RECEIPT' || document.correctsKind === 'RECEIPT') && document.recipientName ? (
                <>
                  {' · '}
                  <FormattedMessage id="invoices.to" values={{ name: document.recipientName }} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </LabelledSection>
  );
}
