/** /round-trip: the pipeline check (server → queue → worker → pub/sub and back). */
export const roundTrip = {
  title: "Pipeline check",
  intro: "Your text goes to the server, is stored, queued, processed by a worker and comes back live.",
  text: "Text",
  delay: "Worker delay (ms)",
  sending: "Sending...",
  send: "Send",
  status: "Status",
  result: "Result",
  processedBy: "Processed by",
  statuses: { QUEUED: "QUEUED", RUNNING: "RUNNING", DONE: "DONE", FAILED: "FAILED" },
};
