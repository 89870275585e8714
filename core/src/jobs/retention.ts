import { z } from "zod";

export const MAINTENANCE_QUEUE = "maintenance";
export const RETENTION_JOB = "retention";
/** Every night at 02:30 server time. */
export const RETENTION_CRON = "30 2 * * *";

export const RetentionPayloadSchema = z.object({});

/** The hourly sweep of uploads nothing uses, a day after they came (issue 24). */
export const UPLOAD_SWEEP_JOB = "upload-sweep";
export const UPLOAD_SWEEP_CRON = "17 * * * *";
