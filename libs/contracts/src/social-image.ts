/** The picture link previews show (Open Graph, Twitter): a book's is made from its cover at this size. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
