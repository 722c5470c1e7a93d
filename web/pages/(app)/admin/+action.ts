// POST /admin: one moderation step per form (its `_form` is `<kind>:<id>`): approve or reject an event, a venue
// change or a claim (a rejection needs a reason the author reads), change a role (admins), trust an organiser,
// mark a contact message handled, refund an order (with a reason the person reads; a failed refund is tried again
// the same way), create a site-wide promo code or switch one off or on. The API checks the role of every step again.
import { graphql } from '../../../graphql/generated';
import type { Decision, SiteRole } from '../../../graphql/generated/graphql';
import { localizeUrl } from '../../../lib/i18n/locales';
import { fromGraphQLErrors, redirectTo, rerender, type FormAction } from '../../../server/form-action';
import { signInFirst } from '../../../features/auth/sign-in.server';
import { SetPromoCodeActiveDocument } from '../../../features/promo-codes/promo-code-fields';
import { atPromoCodeFields, promoCodeInput } from '../../../features/promo-codes/promo-code-input';
import { parseAdminFormName } from './forms';
import type { AdminTab } from './tabs';

const ReviewEventDocument = graphql(`
  mutation AdminReviewEvent($slug: ID!, $decision: Decision!, $note: String) {
    reviewEvent(slug: $slug, decision: $decision, note: $note) {
      slug
    }
  }
`);

const ReviewVenueChangeDocument = graphql(`
  mutation AdminReviewVenueChange($venue: ID!, $decision: Decision!, $note: String) {
    reviewVenueChange(venue: $venue, decision: $decision, note: $note) {
      state
    }
  }
`);

const DecideClaimDocument = graphql(`
  mutation AdminDecideClaim($id: ID!, $decision: Decision!, $note: String) {
    decideClaim(id: $id, decision: $decision, note: $note) {
      id
    }
  }
`);

const SetRoleDocument = graphql(`
  mutation AdminSetRole($uid: ID!, $role: SiteRole!) {
    setRole(uid: $uid, role: $role) {
      uid
    }
  }
`);

const SetTrustedOrganiserDocument = graphql(`
  mutation AdminSetTrustedOrganiser($uid: ID!, $trusted: Boolean!) {
    setTrustedOrganiser(uid: $uid, trusted: $trusted) {
      uid
    }
  }
`);

const MarkHandledDocument = graphql(`
  mutation AdminMarkContactMessageHandled($id: ID!) {
    markContactMessageHandled(id: $id) {
      id
    }
  }
`);

const RefundOrderDocument = graphql(`
  mutation AdminRefundOrder($id: ID!, $reason: String!) {
    refundOrder(orderId: $id, reason: $reason) {
      id
      status
    }
  }
`);

const CreateSitePromoCodeDocument = graphql(`
  mutation AdminCreateSitePromoCode($input: PromoCodeInput!) {
    createSitePromoCode(input: $input) {
      id
    }
  }
`);

const decisions: Decision[] = ['APPROVE', 'REJECT'];
const siteRoles: SiteRole[] = ['USER', 'EDITOR', 'ADMIN'];

export const action: FormAction = async (request) => {
  if (!request.viewer) return signInFirst(request);
  const { fields, locale } = request;
  const form = parseAdminFormName(fields.get('_form'));
  if (!form) return rerender(fields, [], 'UNKNOWN');
  const back = (tab: AdminTab, done: string) => {
    const page = request.query.get('page');
    const status = request.query.get('status');
    const keep = `${status ? `&status=${encodeURIComponent(status)}` : ''}${page ? `&page=${encodeURIComponent(page)}` : ''}`;
    return redirectTo(localizeUrl(`/admin?tab=${tab}${keep}&done=${done}`, locale));
  };
  const outcome = <T>(result: { data: T | null; errors: Parameters<typeof fromGraphQLErrors>[1] }, tab: AdminTab, done: string) =>
    result.data ? back(tab, done) : fromGraphQLErrors(fields, result.errors);

  if (form.kind === 'event' || form.kind === 'change' || form.kind === 'claim') {
    const decision = decisions.find((known) => known === fields.get('decision'));
    const note = fields.get('note');
    if (!decision) return rerender(fields, [], 'UNKNOWN');
    // The author reads the reason; the API insists too, this only spares the round trip.
    if (decision === 'REJECT' && !note) return rerender(fields, [{ field: 'note', code: 'REQUIRED' }]);
    const done = decision === 'APPROVE' ? 'approved' : 'rejected';
    const variables = { decision, note: note || null };
    if (form.kind === 'event') return outcome(await request.mutate(ReviewEventDocument, { slug: form.id, ...variables }), 'queue', done);
    if (form.kind === 'change') return outcome(await request.mutate(ReviewVenueChangeDocument, { venue: form.id, ...variables }), 'queue', done);
    return outcome(await request.mutate(DecideClaimDocument, { id: form.id, ...variables }), 'queue', done);
  }
  if (form.kind === 'role') {
    const role = siteRoles.find((known) => known === fields.get('role'));
    if (!role) return rerender(fields, [{ field: 'role', code: 'REQUIRED' }]);
    return outcome(await request.mutate(SetRoleDocument, { uid: form.id, role }), 'users', 'roleChanged');
  }
  if (form.kind === 'trusted') {
    const trusted = fields.get('trusted') === 'true';
    return outcome(await request.mutate(SetTrustedOrganiserDocument, { uid: form.id, trusted }), 'users', 'trustedChanged');
  }
  if (form.kind === 'refund') {
    const reason = fields.get('reason');
    // The person reads the reason in the refund mail; the API insists too, this only spares the round trip.
    if (!reason) return rerender(fields, [{ field: 'reason', code: 'REQUIRED' }]);
    const result = await request.mutate(RefundOrderDocument, { id: form.id, reason });
    if (!result.data) return fromGraphQLErrors(fields, result.errors);
    // A provider that did not answer leaves the refund pending: the payment sweep keeps trying.
    if (result.data.refundOrder.status !== 'REFUNDED') return back('orders', 'orderRefundPending');
    return back('orders', fields.get('retry') ? 'orderRefundRetried' : 'orderRefunded');
  }
  if (form.kind === 'promo') {
    const read = promoCodeInput(fields);
    if ('errors' in read) return rerender(fields, read.errors);
    // Site-wide codes apply to every paid course: no courses are chosen.
    const result = await request.mutate(CreateSitePromoCodeDocument, { input: { ...read.input, eventSlugs: [] } });
    return result.data ? back('promo', 'promoCodeCreated') : fromGraphQLErrors(fields, atPromoCodeFields(result.errors));
  }
  if (form.kind === 'promoActive') {
    const active = fields.get('active') === 'true';
    return outcome(await request.mutate(SetPromoCodeActiveDocument, { id: form.id, active }), 'promo', active ? 'promoCodeOn' : 'promoCodeOff');
  }
  return outcome(await request.mutate(MarkHandledDocument, { id: form.id }), 'messages', 'messageHandled');
};
