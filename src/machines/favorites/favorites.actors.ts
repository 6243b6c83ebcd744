import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import { addFavorite, listFavorites, removeFavorite } from "../../api/endpoints/favorites";
import type { Favorite, FavoriteKind, FavoriteTarget } from "../../api/schema/favorite";
import { pagedListOf } from "../lib/paged-list.machine";

/** The favorites' calls through `client`. */
export function favoritesActors(client: ApiClient) {
  return {
    /** A toggle machine's `change` for one bookmark: adds or removes it, answers whether it is there. */
    changeFavorite: (target: FavoriteTarget) =>
      fromPromise<boolean, { on: boolean }>(async ({ input, signal }) => {
        const state = await client.call(input.on ? addFavorite : removeFavorite, { body: target, signal });
        return state.favorite;
      }),

    /** The caller's favorites, of one kind or all, newest first: for the paged-list machine. */
    favoritesListOf: (kind: FavoriteKind | undefined) =>
      pagedListOf<Favorite>(({ page }, signal) =>
        client.call(listFavorites, { params: { page }, query: kind ? { kind } : {}, signal }),
      ),
  };
}
