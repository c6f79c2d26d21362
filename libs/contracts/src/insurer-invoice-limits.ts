/** Longest reason kept with an undone insurer payment (the undo dialog and the API share it). */
export const UNPAY_REASON_MAX_LENGTH = 500;
