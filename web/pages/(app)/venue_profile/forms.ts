// The names of the page's forms (FormState.form tells the page which one was rejected).
export const venueFormName = 'venue';
export const claimFormName = 'claim';
export const premiumCancelFormName = 'premiumCancel';
