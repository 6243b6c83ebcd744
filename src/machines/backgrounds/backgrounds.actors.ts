import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/client";
import {
  activateBackground,
  createBackground,
  deleteBackground,
  listBackgrounds,
} from "../../api/endpoints/backgrounds";
import type { Background } from "../../api/schema/background";
import type { BackgroundChange } from "./backgrounds.machine";

/** The backgrounds machine's calls through `client`: the member's list, and each change. */
export function backgroundsActors(client: ApiClient) {
  return {
    load: fromPromise<ReadonlyArray<Background>>(
      async ({ signal }) => (await client.call(listBackgrounds, { signal })).rows,
    ),
    change: fromPromise<unknown, BackgroundChange>(({ input, signal }) => {
      switch (input.kind) {
        case "add":
          return client.call(createBackground, {
            body: { type: input.type, background: input.background, active: input.active },
            signal,
          });
        case "activate":
          return client.call(activateBackground, { params: { id: input.id }, signal });
        case "remove":
          return client.call(deleteBackground, { body: { id: input.id }, signal });
      }
    }),
  };
}
