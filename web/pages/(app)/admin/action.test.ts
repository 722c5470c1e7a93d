import { describe, expect, it } from 'vitest';
import { fakeFormRequest } from '../../../server/form-request.testing';
import { action } from './+action';

describe('POST /admin', () => {
  it('refuses a rejection without a reason before asking the API', async () => {
    const { request, calls } = fakeFormRequest({ path: '/admin', fields: [['_form', 'event:drehen'], ['decision', 'REJECT'], ['note', ' ']] });
    expect(await action(request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'event:drehen', errors: [{ field: 'note', code: 'REQUIRED' }] } });
    expect(calls).toEqual([]);
  });

  it('decides events, venue changes and claims by the id in the form’s name', async () => {
    const answers = {
      AdminReviewEvent: { data: { reviewEvent: { slug: 'drehen' } } },
      AdminReviewVenueChange: { data: { reviewVenueChange: { state: 'APPROVED' } } },
      AdminDecideClaim: { data: { decideClaim: { id: 'c1' } } },
    };
    const event = fakeFormRequest({ path: '/admin', fields: [['_form', 'event:drehen'], ['decision', 'APPROVE'], ['note', '']], answers });
    expect(await action(event.request)).toEqual({ kind: 'redirect', location: '/admin?tab=queue&done=approved' });
    expect(event.calls[0]).toEqual({ operation: 'AdminReviewEvent', variables: { slug: 'drehen', decision: 'APPROVE', note: null } });
    const change = fakeFormRequest({ path: '/admin', locale: 'en', fields: [['_form', 'change:laden-y'], ['decision', 'REJECT'], ['note', 'Zu wenig']], answers });
    expect(await action(change.request)).toEqual({ kind: 'redirect', location: '/en/admin?tab=queue&done=rejected' });
    expect(change.calls[0]).toEqual({ operation: 'AdminReviewVenueChange', variables: { venue: 'laden-y', decision: 'REJECT', note: 'Zu wenig' } });
    const claim = fakeFormRequest({ path: '/admin', fields: [['_form', 'claim:c1'], ['decision', 'APPROVE']], answers });
    await action(claim.request);
    expect(claim.calls[0]).toEqual({ operation: 'AdminDecideClaim', variables: { id: 'c1', decision: 'APPROVE', note: null } });
  });

  it('changes roles and trust and marks messages handled, keeping the list’s page', async () => {
    const answers = {
      AdminSetRole: { data: { setRole: { uid: 'u2' } } },
      AdminSetTrustedOrganiser: { data: { setTrustedOrganiser: { uid: 'u2' } } },
      AdminMarkContactMessageHandled: { data: { markContactMessageHandled: { id: 'm1' } } },
    };
    const role = fakeFormRequest({ path: '/admin', query: 'tab=users&page=2', fields: [['_form', 'role:u2'], ['role', 'EDITOR']], answers });
    expect(await action(role.request)).toEqual({ kind: 'redirect', location: '/admin?tab=users&page=2&done=roleChanged' });
    expect(role.calls[0]!.variables).toEqual({ uid: 'u2', role: 'EDITOR' });
    const trust = fakeFormRequest({ path: '/admin', fields: [['_form', 'trusted:u2'], ['trusted', 'false']], answers });
    await action(trust.request);
    expect(trust.calls[0]!.variables).toEqual({ uid: 'u2', trusted: false });
    const handled = fakeFormRequest({ path: '/admin', fields: [['_form', 'handled:m1']], answers });
    expect(await action(handled.request)).toEqual({ kind: 'redirect', location: '/admin?tab=messages&done=messageHandled' });
  });

  it('refunds an order with a reason, keeping the filter and page, and says whether the refund went through', async () => {
    const empty = fakeFormRequest({ path: '/admin', query: 'tab=orders', fields: [['_form', 'refund:o1'], ['reason', '  ']] });
    expect(await action(empty.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'refund:o1', errors: [{ field: 'reason', code: 'REQUIRED' }] } });
    expect(empty.calls).toEqual([]);
    const refunded = { AdminRefundOrder: { data: { refundOrder: { id: 'o1', status: 'REFUNDED' } } } };
    const done = fakeFormRequest({ path: '/admin', query: 'tab=orders&status=paid&page=2', fields: [['_form', 'refund:o1'], ['reason', 'Kurs verschoben']], answers: refunded });
    expect(await action(done.request)).toEqual({ kind: 'redirect', location: '/admin?tab=orders&status=paid&page=2&done=orderRefunded' });
    expect(done.calls[0]).toEqual({ operation: 'AdminRefundOrder', variables: { id: 'o1', reason: 'Kurs verschoben' } });
    const retried = fakeFormRequest({ path: '/admin', locale: 'en', fields: [['_form', 'refund:o2'], ['retry', '1'], ['reason', 'New card']], answers: refunded });
    expect(await action(retried.request)).toEqual({ kind: 'redirect', location: '/en/admin?tab=orders&done=orderRefundRetried' });
    const pending = fakeFormRequest({
      path: '/admin',
      fields: [['_form', 'refund:o1'], ['reason', 'Kulanz']],
      answers: { AdminRefundOrder: { data: { refundOrder: { id: 'o1', status: 'REFUND_PENDING' } } } },
    });
    expect(await action(pending.request)).toEqual({ kind: 'redirect', location: '/admin?tab=orders&done=orderRefundPending' });
  });

  it('shows the API’s refusal (an editor setting a role) as the form’s error', async () => {
    const { request } = fakeFormRequest({
      path: '/admin',
      fields: [['_form', 'role:u2'], ['role', 'ADMIN']],
      answers: { AdminSetRole: { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] } },
    });
    expect(await action(request)).toMatchObject({ kind: 'render', status: 403, formState: { form: 'role:u2', code: 'FORBIDDEN' } });
  });

  it('creates a site-wide promo code for every course and switches codes off and on, on the promo tab', async () => {
    const fields: Array<[string, string]> = [['_form', 'promo:new'], ['code', 'willkommen'], ['discountKind', 'AMOUNT'], ['amount', '10'], ['maxUses', '100'], ['eventSlugs', 'drehen']];
    const created = fakeFormRequest({ path: '/admin', query: 'tab=promo', fields, answers: { AdminCreateSitePromoCode: { data: { createSitePromoCode: { id: 'site:WILLKOMMEN' } } } } });
    expect(await action(created.request)).toEqual({ kind: 'redirect', location: '/admin?tab=promo&done=promoCodeCreated' });
    expect(created.calls[0]!.variables.input).toEqual({ code: 'willkommen', discountKind: 'AMOUNT', amountCents: 1_000, maxUses: 100, eventSlugs: [] });
    const taken = fakeFormRequest({ path: '/admin', query: 'tab=promo', fields, answers: { AdminCreateSitePromoCode: { errors: [{ message: 'taken', extensions: { code: 'CONFLICT', reason: 'CODE_TAKEN' } }] } } });
    expect(await action(taken.request)).toMatchObject({ kind: 'render', status: 422, formState: { form: 'promo:new', values: { code: 'willkommen' }, errors: [{ field: 'code', code: 'CODE_TAKEN' }] } });
    const off = fakeFormRequest({
      path: '/admin',
      query: 'tab=promo',
      fields: [['_form', 'promoActive:site:WILLKOMMEN'], ['active', 'false']],
      answers: { SetPromoCodeActive: { data: { setPromoCodeActive: { id: 'site:WILLKOMMEN', active: false } } } },
    });
    expect(await action(off.request)).toEqual({ kind: 'redirect', location: '/admin?tab=promo&done=promoCodeOff' });
    expect(off.calls[0]!.variables).toEqual({ id: 'site:WILLKOMMEN', active: false });
  });

  it('refuses a form it does not know', async () => {
    const { request, calls } = fakeFormRequest({ path: '/admin', fields: [['_form', 'drop:all']] });
    expect(await action(request)).toMatchObject({ kind: 'render', formState: { code: 'UNKNOWN' } });
    expect(calls).toEqual([]);
  });
});
