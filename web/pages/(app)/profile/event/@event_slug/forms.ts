// The names of the page's forms besides the event form (FormState.form tells the page which one was rejected).
export const submitFormName = 'submit';
export const cancelFormName = 'cancel';
/** The message to everyone booked (MessageBookedForm). */
export const messageFormName = 'messageBooked';
/** The live console: news (text and photo), a delay, a new room or place, ended early, deleting a post. */
export const liveFormNames = {
  update: 'liveUpdate',
  delay: 'liveDelay',
  room: 'liveRoom',
  ended: 'liveEnded',
  delete: 'liveDelete',
} as const;
