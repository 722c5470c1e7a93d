// The names of the page's two forms (FormState.form tells the page which one was rejected).
export const venueFormName = 'venue';
export const claimFormName = 'claim';
