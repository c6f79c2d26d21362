/**
 * How the views that show patients' answers to their reminders (the reminders view, the week, today's
 * panel, "À rappeler") keep up: asked again every 10 s, so an answer shows within 30 s without a
 * reload. Not paused while the window is unfocused: the desk often has WhatsApp or another window in
 * front while a patient answers.
 */
export const LIVE_ANSWERS = { pollingInterval: 10_000 } as const;

/** Whether a read waits for data it has none of yet (a first read, another week or day): a poll's refetch is not one. */
export function awaitingFirst(read: { isFetching: boolean; currentData?: unknown }): boolean {
  return read.isFetching && read.currentData === undefined;
}
