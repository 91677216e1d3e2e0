/** How often the unread count and the list are asked for: a react-query refetch, so it stops with the page. */
export const UNREAD_POLL_MS = 10_000;
