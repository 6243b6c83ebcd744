import { Schema } from "effect";
import { defineEndpoint } from "../endpoint";
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
export const addFavorite = defineEndpoint({
  method: "POST",
  path: "/api/users/favorites/create",
  body: FavoriteTarget,
  response: FavoriteState,
});

/** Removes a bookmark. */
export const removeFavorite = defineEndpoint({
  method: "DELETE",
  path: "/api/users/favorites/ended",
  body: FavoriteTarget,
  response: FavoriteState,
});

/**
 * The caller's favorites, newest first, {@link favoritesPageSize} a page; `kind` keeps one kind. What
 * is no longer there for them (a deleted account or message, a chat they left) is not listed.
 */
export const listFavorites = defineEndpoint({
  method: "GET",
  path: "/api/users/favorites/:page",
  params: Schema.Struct({ page: PageFromString }),
  query: Schema.Struct({ kind: Schema.optionalKey(FavoriteKind) }),
  response: FavoritesPage,
});

export const favoritesApi = { addFavorite, removeFavorite, listFavorites } as const satisfies EndpointGroup;
