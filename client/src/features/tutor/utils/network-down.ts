/** What useAskTutor's `ask` returns instead of a task id when the request never reached the server. */
export const NETWORK_DOWN = "network-down";
