// The signed-in home: the person's bookings, events, venues, what needs their attention, their Radar alerts, the
// assistant answers they saved, the receipts of the seats they paid and the gift vouchers they bought, in one query.
import type { PageContextServer } from 'vike/types';
import { savedAnswersData } from '../../../features/assistant/saved-answers-data';
import { invoicesData } from '../../../features/invoices/invoice-fields';
import { radarData } from '../../../features/radar/radar-data';
import { myVouchersData } from '../../../features/vouchers/my-vouchers';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { missingBecause } from '../../../lib/graphql/page-data';
import { graphql } from '../../../graphql/generated';

const AppHomeDocument = graphql(`
  query AppHome {
    viewer {
      uid
      role
      profile {
        name
      }
      bookings {
        ...ViewerBookingFields @unmask
      }
      events {
        ...ViewerEventFields @unmask
      }
      venues {
        slug
        name
      }
      attention {
        kind
        subjectId
        note
        count
      }
    }
    myRadarAlerts {
      ...RadarAlertFields @unmask
    }
    mySavedAnswers {
      ...SavedAnswerFields @unmask
    }
    myInvoices(side: PARTICIPANT) {
      ...InvoiceDocumentFields @unmask
    }
    myVouchers {
      ...MyVoucherFields @unmask
    }
    crafts {
      slug
      name
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { data: result, errors } = await queryPage(pageContext, AppHomeDocument, {});
  const viewer = result?.viewer ?? null;
  return {
    viewer,
    error: viewer ? null : missingBecause(errors, 'viewer'),
    // The server's clock decides what is past, so that the page hydrates with the same text.
    now: new Date().toISOString(),
    radar: radarData(result, errors),
    savedAnswers: savedAnswersData(result, errors),
    invoices: invoicesData(result, errors),
    vouchers: myVouchersData(result, errors),
    // The site's address, for the course widget's code to copy (features/events/embed/EmbedSnippet.tsx).
    embedOrigin: pageContext.origin,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
export type AppViewer = NonNullable<Data['viewer']>;
