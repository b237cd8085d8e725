import type { BookmarkDefinition } from '@nuvem/api-contract';
import type { models } from '@nuvem/embed';

/** The report's bookmarks as IReportBookmark[] (GET /report/bookmarks): groups keep their children. */
export function bookmarkList(bookmarks: readonly BookmarkDefinition[]): models.IReportBookmark[] {
  return bookmarks.map((bookmark) => ({
    name: bookmark.name,
    displayName: bookmark.displayName,
    ...(bookmark.state !== undefined ? { state: bookmark.state } : {}),
    ...(bookmark.children ? { children: bookmark.children.map((child) => ({ ...child })) } : {}),
  }));
}

/** The bookmarks that carry a state, groups' children in place of their group (the slideshow's order). */
export function playableBookmarks(bookmarks: readonly BookmarkDefinition[]) {
  return bookmarks.flatMap((bookmark) =>
    bookmark.children
      ? bookmark.children
      : bookmark.state !== undefined
        ? [{ name: bookmark.name, displayName: bookmark.displayName, state: bookmark.state }]
        : [],
  );
}

/** A bookmark (or a group's child) by name, with its state; undefined for unknown names and groups. */
export const findBookmark = (bookmarks: readonly BookmarkDefinition[], name: string) =>
  playableBookmarks(bookmarks).find((bookmark) => bookmark.name === name);
