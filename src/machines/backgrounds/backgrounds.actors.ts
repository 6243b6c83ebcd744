import { fromPromise } from "xstate";
import {
  activateBackground,
  createBackground,
  deleteBackground,
  listBackgrounds,
} from "../../api/endpoints/backgrounds";
import type { Background } from "../../api/schema/background";
import { api } from "../lib/api";
import type { BackgroundChange } from "./backgrounds.machine";

/** The backgrounds machine's calls: the member's list, and each change. */
export const backgroundsActors = {
  load: fromPromise<ReadonlyArray<Background>>(
    async ({ signal }) => (await api.call(listBackgrounds, { signal })).rows,
  ),
  change: fromPromise<unknown, BackgroundChange>(({ input, signal }) => {
    switch (input.kind) {
      case "add":
        return api.call(createBackground, {
          body: { type: input.type, background: input.background, active: input.active },
          signal,
        });
      case "activate":
        return api.call(activateBackground, { params: { id: input.id }, signal });
      case "remove":
        return api.call(deleteBackground, { body: { id: input.id }, signal });
    }
  }),
};
