// POST /vouchers (`_form` buy): buys a voucher and goes to the provider's checkout (signed out: to the sign-in, back
// to this page). POST /vouchers/<id> (`_form` withdraw): the buyer withdraws from a paid, unused voucher. POST
// /vouchers/balance (`_form` balance): a code's balance, shown on the page again (the form asks, it saves nothing).
import { graphql } from '../../graphql/generated';
import type { BuyVoucherInput, VoucherDelivery, VoucherKind } from '../../graphql/generated/graphql';
import { codeRefusal } from '../../features/vouchers/code-refusal';
import { localizeUrl } from '../../lib/i18n/locales';
import { signInHref } from '../../lib/sign-in/sign-in-href';
import { fromGraphQLErrors, redirectTo, redirectToProvider, rerender, type ActionOutcome, type FormAction, type FormRequest } from '../../server/form-action';
import { OWN_AMOUNT } from './buy-fields';
import { voucherView } from './voucher-view';

const BuyVoucherDocument = graphql(`
  mutation BuyVoucher($input: BuyVoucherInput!) {
    buyVoucher(input: $input) {
      checkoutUrl
    }
  }
`);

const WithdrawVoucherDocument = graphql(`
  mutation WithdrawVoucher($id: ID!) {
    withdrawVoucher(id: $id) {
      id
      status
    }
  }
`);

const VoucherBalanceDocument = graphql(`
  query VoucherBalance($code: String!) {
    voucherBalance(code: $code) {
      code
      status
      valueCents
      balanceCents
      currency
      validUntil
    }
  }
`);

export const action: FormAction = async (request) => {
  const view = voucherView(request.routeParams['*']);
  if (view?.view === 'balance') return balance(request);
  if (view?.view === 'voucher') return withdraw(request, view.id);
  return buy(request);
};

async function buy(request: FormRequest): Promise<ActionOutcome> {
  const { fields, locale } = request;
  const courseSlug = fields.get('courseSlug');
  const page = `${localizeUrl('/vouchers', locale)}${courseSlug ? `?course=${encodeURIComponent(courseSlug)}` : ''}`;
  if (!request.viewer) return redirectTo(signInHref(page, locale));
  const kind: VoucherKind = fields.get('kind') === 'COURSE' && courseSlug ? 'COURSE' : 'VALUE';
  const delivery: VoucherDelivery = fields.get('delivery') === 'RECIPIENT' ? 'RECIPIENT' : 'BUYER';
  const ownAmount = fields.get('amountCents') === OWN_AMOUNT || (!fields.get('amountCents') && fields.get('customEuros') !== '');
  let amountCents: number | undefined;
  if (kind === 'VALUE') {
    const typed = ownAmount ? fields.get('customEuros') : fields.get('amountCents');
    if (!typed) return rerender(fields, [{ field: ownAmount ? 'customEuros' : 'amountCents', code: 'REQUIRED' }]);
    // Whole euros typed, cents chosen; the API checks the offer's limits.
    if (!/^\d{1,7}$/.test(typed)) return rerender(fields, [{ field: ownAmount ? 'customEuros' : 'amountCents', code: 'NOT_A_NUMBER' }]);
    amountCents = ownAmount ? Number(typed) * 100 : Number(typed);
  }
  const input: BuyVoucherInput = {
    kind,
    ...(kind === 'VALUE' ? { amountCents } : { courseSlug }),
    recipientName: fields.get('recipientName'),
    message: fields.get('message'),
    delivery,
    ...(delivery === 'RECIPIENT' ? { recipientEmail: fields.get('recipientEmail'), sendOn: fields.get('sendOn') } : {}),
  };
  const result = await request.mutate(BuyVoucherDocument, { input });
  if (result.data) return redirectToProvider(result.data.buyVoucher.checkoutUrl);
  // The typed amount's limits belong next to the field it was typed in.
  const errors = ownAmount
    ? result.errors.map((error) => {
        const listed = error.extensions?.fields;
        if (!Array.isArray(listed)) return error;
        const moved = (listed as Array<{ field: string; code: string }>).map((entry) => (entry.field === 'input.amountCents' ? { ...entry, field: 'customEuros' } : entry));
        return { ...error, extensions: { ...error.extensions, fields: moved } };
      })
    : result.errors;
  return codeRefusal(fields, errors, kind === 'COURSE' ? 'courseSlug' : 'amountCents');
}

async function withdraw(request: FormRequest, id: string): Promise<ActionOutcome> {
  const page = localizeUrl(`/vouchers/${encodeURIComponent(id)}`, request.locale);
  if (!request.viewer) return redirectTo(signInHref(page, request.locale));
  const result = await request.mutate(WithdrawVoucherDocument, { id });
  if (result.data) return redirectTo(`${page}?done=voucherWithdrawn`);
  const reason = result.errors.find((error) => error.extensions?.code === 'CONFLICT')?.extensions?.reason;
  return typeof reason === 'string' ? rerender(request.fields, [], reason) : fromGraphQLErrors(request.fields, result.errors);
}

async function balance(request: FormRequest): Promise<ActionOutcome> {
  const { fields } = request;
  const code = fields.get('code');
  if (!code) return rerender(fields, [{ field: 'code', code: 'REQUIRED' }]);
  const result = await request.mutate(VoucherBalanceDocument, { code });
  if (result.errors.length > 0 && !result.data?.voucherBalance) return codeRefusal(fields, result.errors, 'code');
  const found = result.data?.voucherBalance;
  if (!found) return rerender(fields, [{ field: 'code', code: 'CODE_UNKNOWN' }]);
  // An answer, not a rejection: the page shows it under the form, with the code kept in the field.
  return { kind: 'render', status: 200, formState: { values: fields.values(), errors: [], form: 'balance', result: found } };
}
