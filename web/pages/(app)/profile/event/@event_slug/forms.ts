// The names of the page's forms besides the event form (FormState.form tells the page which one was rejected).
export const submitFormName = 'submit';
export const cancelFormName = 'cancel';
