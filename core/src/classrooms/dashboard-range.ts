/** The teacher dashboard's date range (no validation library, so the page can read it cheaply). */

/** The longest dashboard range a teacher may ask for. */
export const DASHBOARD_RANGE_MAX_DAYS = 366;
/** The default dashboard range (the last 7 days). */
export const DASHBOARD_DEFAULT_DAYS = 7;
