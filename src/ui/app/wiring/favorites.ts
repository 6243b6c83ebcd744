import type { FavoriteTarget } from "../../../api/schema/favorite";
import { favoritesActors } from "../../../machines/favorites/favorites.actors";
import { toggleMachine } from "../../../machines/lib/toggle.machine";
import { api } from "../api";

const { changeFavorite, favoritesListOf } = favoritesActors(api);

// The favorites' composition root: the bookmark toggle and the list, with their real actors. The profile,
// messenger and favorites pages import this.

/** One bookmark («В избранное» ⇄ «В избранном»): the toggle machine over the favorites calls. */
export const favoriteLogic = (target: FavoriteTarget) =>
  toggleMachine.provide({ actors: { change: changeFavorite(target) } });

/** A page of the caller's favorites, of one kind or all. */
export const favoritesListLogic = favoritesListOf;
