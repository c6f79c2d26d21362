/** The quote modals are at least 800 px wide (spec part 2 §2): the chart and the lines side by side. */
export const QUOTE_MODAL_WIDTH = 960;

/** The reduction typed, in percent: empty is none; what is not a number goes to the server as such for its message. */
export const reductionOf = (text: string) => (text.trim() === '' ? 0 : Number(text));
