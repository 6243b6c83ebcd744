import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { FavoriteKind, FavoriteState, FavoritesPage, FavoriteTarget } from "../schema/favorite";
import { PageFromString } from "./messenger";

/*
 * «Избранное» (issue 14; designed in the style of the friends and subscriptions calls): a member
 * bookmarks members and messages, and reads them back newest first. The caller's own only. A target
 * that is not there for the caller — an unknown or deleted member, a message of a chat they are not in
 * — is 404; adding what is there already, or removing what is not, answers the state (nothing changes).
 */

/** Favorites a page. */
export const favoritesPageSize = 20;

/** Bookmarks a member (not oneself: 400 naming `targetId`) or a message of one of the caller's chats. */
export const addFavorite = define.post("/api/users/favorites/create", FavoriteState, {
  body: FavoriteTarget,
});

/** Removes a bookmark. */
export const removeFavorite = define.delete("/api/users/favorites/ended", FavoriteState, {
  body: FavoriteTarget,
});

/**
 * The caller's favorites, newest first, {@link favoritesPageSize} a page; `kind` keeps one kind. What
 * is no longer there for them (a deleted account or message, a chat they left) is not listed.
 */
export const listFavorites = define.get("/api/users/favorites/:page", FavoritesPage, {
  params: Schema.Struct({ page: PageFromString }),
  query: Schema.Struct({ kind: Schema.optionalKey(FavoriteKind) }),
});

export const favoritesApi = { addFavorite, removeFavorite, listFavorites } as const satisfies EndpointGroup;
