// /app/payouts: the organiser's payout account (onboarding, its state), the platform's fee, and what they sold, what
// the platform kept, what was refunded and paid out, per month and course. One query.
import type { PageContextServer } from 'vike/types';
import { graphql } from '../../../../graphql/generated';
import { invoicesData } from '../../../../features/invoices/invoice-fields';
import { missingBecause } from '../../../../lib/graphql/page-data';
import { queryPage } from '../../../../lib/graphql/run-operation.server';

export const SalesFiguresFields = graphql(`
  fragment SalesFiguresFields on SalesFigures {
    seatsSold
    salesCents
    discountCents
    feeCents
    seatsRefunded
    refundedCents
    feeRefundedCents
    refundsPendingCents
    netCents
  }
`);

const PayoutsPageDocument = graphql(`
  query PayoutsPage {
    viewer {
      uid
      email
      profile {
        name
      }
    }
    myPayoutAccount {
      status
      canTakePayments
      payoutsEnabled
      requirementsDue
      updatedAt
      seller {
        name
        address
        country
        vatKind
        vatId
        vatPercent
      }
    }
    platformFee {
      percent
      fixedCents
      exampleFeeCents: feeCentsFor(priceCents: 4000)
    }
    mySales {
      currency
      paidOutCents
      notPaidOutCents
      totals {
        ...SalesFiguresFields @unmask
      }
      months {
        month
        paidOutCents
        failedPayoutCents
        figures {
          ...SalesFiguresFields @unmask
        }
        courses {
          event {
            slug
            title
          }
          figures {
            ...SalesFiguresFields @unmask
          }
        }
      }
      payouts {
        id
        amountCents
        currency
        status
        arrivalDate
        failureMessage
      }
    }
    myInvoices(side: ORGANISER) {
      ...InvoiceDocumentFields @unmask
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data: result, errors } = await queryPage(pageContext, PayoutsPageDocument, {});
  const viewer = result?.viewer ?? null;
  const onboarding = pageContext.urlParsed.search['onboarding'];
  return {
    viewer,
    error: viewer ? null : missingBecause(errors, 'viewer'),
    account: result?.myPayoutAccount ?? null,
    fee: result?.platformFee ?? null,
    sales: result?.mySales ?? null,
    invoices: invoicesData(result, errors),
    /** Back from the provider's onboarding (returned), or its link had expired (expired). */
    onboarding: onboarding === 'returned' || onboarding === 'expired' ? onboarding : null,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
