/** The cursor of the next page of a dashboard list (`{ data, has_more }`, newest first): its last row's id. */
export const nextCursor = (last: { has_more: boolean; data: { id: string }[] }) =>
  last.has_more ? last.data.at(-1)?.id : undefined;

/** Rows per page of the organization's order and event lists. */
export const LIST_PAGE_SIZE = 25;
