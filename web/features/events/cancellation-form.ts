// The server side of a cancellation form: whether the page promised a refund (ExpectRefund), and the answer when
// the deadline passed between showing the page and sending the form.
export const expectRefundOf = (fields: { get(name: string): string | undefined | null }): boolean => fields.get('expectRefund') === '1';

/** The refusal of a cancellation promised a refund after the deadline passed; the form shows it and offers cancelling without. */
export const deadlinePassed = (errors: ReadonlyArray<{ extensions?: { readonly [key: string]: unknown } | undefined }> | undefined): boolean =>
  (errors ?? []).some((error) => error.extensions?.reason === 'CANCELLATION_DEADLINE_PASSED');
