// What the buying form and its action agree on beyond the API's own field names.

/** The amount choice (`amountCents`) that says the buyer types their own amount, in whole euros (`customEuros`). */
export const OWN_AMOUNT = 'other';
