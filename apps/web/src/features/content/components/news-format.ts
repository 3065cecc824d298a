// Shared presentation of news: the cover's size (the demo covers are square) on the news page and in the list.
export const newsImageSize = { width: 640, height: 640 } as const;

/** The list's thumbnail of a cover, in CSS pixels. */
export const newsThumbnailSize = 88;
