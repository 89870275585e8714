import { builder } from "../../builder";

/** The status every queued piece of work reports: a round trip, a tutor task, a generation run. */
export const JobStatusEnum = builder.enumType("JobStatus", {
  values: ["QUEUED", "RUNNING", "DONE", "FAILED"] as const,
});
