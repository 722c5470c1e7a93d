// /admin: only the chosen section's data is read (?tab=queue|users|messages|orders|invoices|premium|promo|vouchers|log|
// figures, ?page=N for the long lists, ?status= for the orders).
import type { PageContextServer } from 'vike/types';
import { queryPage } from '../../../lib/graphql/run-operation.server';
import { missingBecause } from '../../../lib/graphql/page-data';
import { graphql } from '../../../graphql/generated';
import { adminOffset, adminPageSize, adminTab, orderFilter } from './tabs';

const AdminQueueQuery = graphql(`
  query AdminQueue {
    moderationQueue {
      events {
        slug
        title
        description
        ...EventTimeFields @unmask
        venue {
          name
        }
        crafts {
          name
        }
        organiser {
          name
        }
      }
      venueChanges {
        state
        updatedAt
        venue {
          slug
          name
        }
        author {
          name
        }
      }
      claims {
        id
        message
        createdAt
        venue {
          slug
          name
        }
        claimant {
          name
        }
      }
    }
  }
`);

const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int!, $offset: Int!) {
    users(first: $first, offset: $offset) {
      totalCount
      users {
        uid
        email
        name
        role
        trustedOrganiser
        createdAt
      }
    }
  }
`);

const AdminMessagesQuery = graphql(`
  query AdminMessages($first: Int!, $offset: Int!) {
    contactMessages(first: $first, offset: $offset) {
      totalCount
      messages {
        id
        name
        email
        subject
        message
        handled
        createdAt
      }
    }
  }
`);

const AdminLogQuery = graphql(`
  query AdminLog($first: Int!, $offset: Int!) {
    moderationLog(first: $first, offset: $offset) {
      totalCount
      entries {
        id
        subject
        subjectId
        action
        note
        at
        actor {
          name
        }
      }
    }
  }
`);

const AdminOrdersQuery = graphql(`
  query AdminOrders($first: Int!, $offset: Int!, $status: OrderStatusGroup) {
    orders(first: $first, offset: $offset, status: $status) {
      totalCount
      orders {
        id
        status
        amountCents
        currency
        createdAt
        refundReason
        person {
          name
          email
        }
        event {
          slug
          title
        }
        log {
          at
          note
        }
      }
    }
  }
`);

const AdminInvoicesQuery = graphql(`
  query AdminInvoices($first: Int!, $offset: Int!) {
    invoices(first: $first, offset: $offset) {
      totalCount
      documents {
        ...InvoiceDocumentFields @unmask
      }
    }
  }
`);

const AdminPremiumInvoicesQuery = graphql(`
  query AdminPremiumInvoices($first: Int!, $offset: Int!) {
    premiumInvoices(first: $first, offset: $offset) {
      totalCount
      invoices {
        ...PremiumInvoiceFields @unmask
        buyerName
        venue {
          slug
          name
        }
      }
    }
  }
`);

const AdminSitePromoCodesQuery = graphql(`
  query AdminSitePromoCodes {
    sitePromoCodes {
      ...PromoCodeFields @unmask
    }
  }
`);

const AdminGiftVouchersQuery = graphql(`
  query AdminGiftVouchers($first: Int!, $offset: Int!) {
    giftVouchers(first: $first, offset: $offset) {
      totalCount
      vouchers {
        ...GiftVoucherFields @unmask
        code
        course {
          slug
        }
        delivery
        validUntil
      }
    }
  }
`);

const AdminFiguresQuery = graphql(`
  query AdminFigures {
    siteFigures {
      from
      to
      viewsPerDay {
        day
        count
      }
      topPages {
        path
        count
      }
      topReferrers {
        key
        count
      }
      topLanguages {
        key
        count
      }
      emptySearches {
        term
        count
      }
      bookingsPerWeek {
        day
        count
      }
    }
  }
`);

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const tab = adminTab(search.tab);
  const page = { first: adminPageSize, offset: adminOffset(search.page) };
  switch (tab) {
    case 'queue': {
      const { data, errors } = await queryPage(pageContext, AdminQueueQuery, {});
      const queue = data?.moderationQueue;
      return queue ? { kind: 'queue' as const, tab, queue } : { kind: 'error' as const, tab, error: missingBecause(errors, 'moderationQueue') };
    }
    case 'users': {
      const { data, errors } = await queryPage(pageContext, AdminUsersQuery, page);
      return data?.users ? { kind: 'users' as const, tab, users: data.users, offset: page.offset } : { kind: 'error' as const, tab, error: missingBecause(errors, 'users') };
    }
    case 'figures': {
      const { data, errors } = await queryPage(pageContext, AdminFiguresQuery, {});
      return data?.siteFigures ? { kind: 'figures' as const, tab, figures: data.siteFigures } : { kind: 'error' as const, tab, error: missingBecause(errors, 'siteFigures') };
    }
    case 'messages': {
      const { data, errors } = await queryPage(pageContext, AdminMessagesQuery, page);
      return data?.contactMessages
        ? { kind: 'messages' as const, tab, messages: data.contactMessages, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'contactMessages') };
    }
    case 'orders': {
      const filter = orderFilter(search.status);
      const { data, errors } = await queryPage(pageContext, AdminOrdersQuery, { ...page, status: filter ? (filter.toUpperCase() as Uppercase<typeof filter>) : null });
      return data?.orders
        ? { kind: 'orders' as const, tab, orders: data.orders, filter, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'orders') };
    }
    case 'invoices': {
      const { data, errors } = await queryPage(pageContext, AdminInvoicesQuery, page);
      return data?.invoices
        ? { kind: 'invoices' as const, tab, invoices: data.invoices, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'invoices') };
    }
    case 'premium': {
      const { data, errors } = await queryPage(pageContext, AdminPremiumInvoicesQuery, page);
      return data?.premiumInvoices
        ? { kind: 'premium' as const, tab, premiumInvoices: data.premiumInvoices, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'premiumInvoices') };
    }
    case 'promo': {
      const { data, errors } = await queryPage(pageContext, AdminSitePromoCodesQuery, {});
      return data?.sitePromoCodes ? { kind: 'promo' as const, tab, promoCodes: data.sitePromoCodes } : { kind: 'error' as const, tab, error: missingBecause(errors, 'sitePromoCodes') };
    }
    case 'vouchers': {
      const { data, errors } = await queryPage(pageContext, AdminGiftVouchersQuery, page);
      return data?.giftVouchers
        ? { kind: 'vouchers' as const, tab, giftVouchers: data.giftVouchers, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'giftVouchers') };
    }
    case 'log': {
      const { data, errors } = await queryPage(pageContext, AdminLogQuery, page);
      return data?.moderationLog
        ? { kind: 'log' as const, tab, log: data.moderationLog, offset: page.offset }
        : { kind: 'error' as const, tab, error: missingBecause(errors, 'moderationLog') };
    }
  }
}

export type Data = Awaited<ReturnType<typeof data>>;
