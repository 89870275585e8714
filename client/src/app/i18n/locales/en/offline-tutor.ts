/**
 * The tutor offline beyond the math pages (issue 27): a subject page's tutor box. Loads
 * with the on-device answerer, not with those pages.
 */
export const offlineTutor = {
  needsConnection:
    "You are offline. Only mathematics can be answered on this device: this question needs a connection.",
};
