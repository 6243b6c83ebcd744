import { Schema } from "effect";
import { define } from "../endpoint";
import type { EndpointGroup } from "../group";
import { Background, BackgroundTypeId, BackgroundValue } from "../schema/background";
import { Id, IdFromString, Paged } from "../schema/common";

/*
 * The member's page backgrounds (spec §7 "Backgrounds", spec §3 "Background setting entry"). Every call
 * acts on the caller's own list (member only, 401 otherwise): another member's id is answered 404, as if
 * it did not exist. The client loads the list whenever the logged-in member appears or changes and
 * applies the active one (spec §4 "Realtime connection").
 */

/** How many backgrounds one member may keep; one more → 409 CONFLICT. */
export const maxBackgrounds = 50;

/**
 * Adds a background: `type` 0 with an image URL, or 1 with a colour `#rrggbb` (the rule:
 * `backgroundProblem` in src/api/schema/background.ts; a mismatch → 400 naming `background`).
 * `active: true` makes it the shown one (any other stops being active). Answers the new entry.
 */
export const createBackground = define.post("/api/users/back/create", Background, {
  body: Schema.Struct({
    type: BackgroundTypeId,
    background: BackgroundValue,
    active: Schema.optionalKey(Schema.Boolean),
  }),
});

/** Every background of the member, oldest first: `{ count, rows }`. */
export const listBackgrounds = define.get("/api/users/back/all", Paged(Background));

/** Deletes one of the member's backgrounds (`id` in the body). Unknown or another member's → 404. */
export const deleteBackground = define.delete(
  "/api/users/back/delete",
  Schema.Struct({ ok: Schema.Literal(true) }),
  { body: Schema.Struct({ id: Id }) },
);

/**
 * Changes one of the member's backgrounds: `id` and any of `type`, `background`, `active`. The result
 * must still fit (a colour for type 1, an image URL for type 0; else 400 naming `background`), so changing
 * the type takes the new `background` too. `active: true` makes it the only active one; `false` leaves
 * none active. Unknown or another member's → 404. Answers the changed entry.
 */
export const updateBackground = define.put("/api/users/back/update", Background, {
  body: Schema.Struct({
    id: Id,
    type: Schema.optionalKey(BackgroundTypeId),
    background: Schema.optionalKey(BackgroundValue),
    active: Schema.optionalKey(Schema.Boolean),
  }),
});

/** Makes background `id` the active one and every other of the member's inactive. Answers the entry. */
export const activateBackground = define.put("/api/users/back/update/one/:id", Background, {
  params: Schema.Struct({ id: IdFromString }),
});

/** A member's page backgrounds: the group the server serves from src/server/backgrounds/routes.ts. */
export const backgroundsApi = {
  createBackground,
  listBackgrounds,
  deleteBackground,
  updateBackground,
  activateBackground,
} as const satisfies EndpointGroup;
