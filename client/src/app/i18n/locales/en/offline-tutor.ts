/**
 * The tutor offline beyond the math pages (issue 27): a subject page's box and the Socratic tutor. Loads
 * with the on-device answerer, not with those pages.
 */
export const offlineTutor = {
  needsConnection:
    "You are offline. Only mathematics can be answered on this device: this question needs a connection.",
  socraticGuidance:
    "You are offline: here is the worked answer from the math engine on this device. The step-by-step guidance needs a connection; start the problem again when you are online to work through it one question at a time.",
  tooBig:
    "This question needs more working out than the math engine on this device does at once. Try smaller numbers, or ask one part at a time.",
};
