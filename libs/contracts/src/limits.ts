/** Limits shared by the forms and the server's validation. */
export const ROLE_NAME_MIN_LENGTH = 4;
/** Largest logo accepted by PUT setting, in characters of its URL (a data URL of about 500 KB). */
export const SETTINGS_LOGO_MAX_LENGTH = 500 * 1024;
/** Shortest password a user may be given (the first-start default `admin` is the one exception, logged as a warning). */
export const PASSWORD_MIN_LENGTH = 8;
/** Largest amount the database keeps (numeric(12, 2)): an order whose total would pass it is refused. */
export const MAX_AMOUNT = 9_999_999_999.99;
/** The recall list counts its patients up to this many; past it, it says "more than" (a count of every patient due would cost the list its speed). */
export const RECALL_COUNT_CAP = 1000;
/** A check-up is due 1 to 24 months after the last visit (the clinic's setting; libs/domain's recall.ts computes with it). */
export const RECALL_MONTHS_RANGE = { min: 1, max: 24 } as const;

/** At most this many characters in a user's full name (user.fullNameInvalid says 120). */
export const FULL_NAME_MAX_LENGTH = 120;

/** The longest reason a cancelled appointment keeps (issue 36). */
export const APPOINTMENT_REASON_MAX_LENGTH = 200;
/** The most free slots one question answers. */
export const FREE_SLOTS_MAX = 50;
