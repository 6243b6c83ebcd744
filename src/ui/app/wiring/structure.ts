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
 * when the viewer's structure changes (a `structure` event) and when the socket goes live.
 */
export const referralSummaryLogic = resourceOf(loadReferralSummary, () => referralSummarySignals());

/** The chain above a member (`GET /api/users/referrers/{id}`). */
export const referrersLogic = resourceOf(loadReferrers);

/** One level of a member's structure, paged, live the same way (a newcomer appears at their level). */
export const referralLevelLogic = (ownerId: number, level: number) =>
  liveList(levelListOf(ownerId, level), () => referralLevelSignals<ReferralRow>());

/** The structure tree (`/the_game/structure`): children and search through the API, read again when it changes. */
export const structureTreeLogic = structureMachine.provide({
  actors: {
    loadChildren,
    search: searchStructure,
    signals: fromEventObservable<StructureEvent, { readonly id: number }>(() => structureTreeSignals()),
  },
});

/** A running structure tree, as its views take it. */
export type StructureTreeActor = ActorRefFrom<typeof structureTreeLogic>;
