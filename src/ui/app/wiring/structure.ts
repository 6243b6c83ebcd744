import { type ActorRefFrom, fromEventObservable } from "xstate";
import { liveList } from "../../../machines/lib/paged-list.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { type ReferralRow, structureActors } from "../../../machines/structure/structure.actors";
import { type StructureEvent, structureMachine } from "../../../machines/structure/structure.machine";
import {
  referralLevelSignals,
  referralSummarySignals,
  structureTreeSignals,
} from "../../../streams/structure.stream";
import { api } from "../api";

export type { ReferralRow };

const { levelListOf, loadReferralSummary, loadReferrers, loadChildren, searchStructure } =
  structureActors(api);

// The member structure's composition root (issue 29): its reads with their real calls and the socket's
// streams. The referrals and structure tree pages import this (views never import src/streams); its chunk carries it.

/**
 * A member's structure as their profile shows it (`GET /api/users/profile/{id}/referrals`), read again
 * when a newcomer joins it (the owner's `referral` notification) and when the socket goes live.
 */
export const referralSummaryLogic = resourceOf(loadReferralSummary, ({ id }) => referralSummarySignals(id));

/** The chain above a member (`GET /api/users/referrers/{id}`). */
export const referrersLogic = resourceOf(loadReferrers);

/** One level of a member's structure, paged; level 1 live for its owner (a newcomer appears in it). */
export const referralLevelLogic = (ownerId: number, level: number) =>
  liveList(levelListOf(ownerId, level), () => referralLevelSignals<ReferralRow>({ ownerId, level }));

/** The structure tree (`/the_game/structure`): children and search through the API, read again when it changes. */
export const structureTreeLogic = structureMachine.provide({
  actors: {
    loadChildren,
    search: searchStructure,
    signals: fromEventObservable<StructureEvent, { readonly id: number }>(({ input }) =>
      structureTreeSignals(input.id),
    ),
  },
});

/** A running structure tree, as its views take it. */
export type StructureTreeActor = ActorRefFrom<typeof structureTreeLogic>;
