import { fromPromise } from "xstate";
import { addFavorite, listFavorites, removeFavorite } from "../../api/endpoints/favorites";
import type { Favorite, FavoriteKind, FavoriteTarget } from "../../api/schema/favorite";
import { api } from "../lib/api";
import { pagedListOf } from "../lib/paged-list.machine";

/** A toggle machine's `change` for one bookmark: adds or removes it, answers whether it is there. */
export const changeFavorite = (target: FavoriteTarget) =>
  fromPromise<boolean, { on: boolean }>(async ({ input, signal }) => {
    const state = await api.call(input.on ? addFavorite : removeFavorite, { body: target, signal });
    return state.favorite;
  });

/** The caller's favorites, of one kind or all, newest first: for the paged-list machine. */
export const favoritesListOf = (kind: FavoriteKind | undefined) =>
  pagedListOf<Favorite>(({ page }, signal) =>
    api.call(listFavorites, { params: { page }, query: kind ? { kind } : {}, signal }),
  );
