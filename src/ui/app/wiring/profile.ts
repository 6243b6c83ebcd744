import { friendsActors } from "../../../machines/friends/friends.actors";
import { formOf } from "../../../machines/lib/form.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { profileActors } from "../../../machines/profile/profile.actors";
import { settingsActors } from "../../../machines/profile/settings.actors";
import { linkCodeMachine } from "../../../machines/session/link-code.machine";
import { followsChanged } from "../../../streams/friends.stream";
import type { SessionActor } from "../../session/handle";
import { api } from "../api";

const { loadProfile, loadViewedProfile } = friendsActors(api);
const profile = profileActors(api);
const settings = settingsActors(api);

// The profile's composition root: the profile card and the settings forms with their real actors. The
// profile, settings and friends pages import this.

/** A member's profile (`GET /api/users/profile/{id}`): card, friendship, counters. */
export const profileLogic = resourceOf(loadProfile);

/** A member's profile read again whenever the viewer's follows or friendships change (its counters, live). */
export const liveProfileLogic = resourceOf(loadProfile, () => followsChanged());

/**
 * A member's public card (`GET /api/users/one/{id}`): whether there is such a member, asked by the profile
 * layout beside the page's own read, so that a missing one is the 404 screen without the profile's tabs.
 */
export const memberCardLogic = resourceOf(profile.getUser);

/** A member's public chats, bots and channels. */
export const resourcesLogic = resourceOf(profile.listResources);

/** Another member's profile, opened: the view is counted (once a day) before it is read; live as above. */
export const liveViewedProfileLogic = resourceOf(loadViewedProfile, () => followsChanged());

/** The profile form: name, about, avatar; the session takes the new card. */
export const updateProfileLogic = (session: SessionActor) => formOf(profile.updateProfile(session));

/** Changing one's password. */
export const changePasswordLogic = formOf(profile.changePassword);

/** A question put to the member (the app's dialog); `yes` or `no` answers it. */
export type AskFirst = (answer: { readonly yes: () => void; readonly no: () => void }) => void;

/**
 * Deleting one's account with the password: a valid one first asks `ask` for a yes, then the form sends
 * the deletion; `leave` runs once the session has ended.
 */
export function deleteAccountLogic(session: SessionActor, leave: () => Promise<void>, ask: AskFirst) {
  const form = formOf(profile.deleteAccount(session, leave));
  return form.provide({
    actions: {
      askFirst: ({ self }) =>
        ask({
          yes: () => self.send({ type: "form.confirm" }),
          no: () => self.send({ type: "form.cancel" }),
        }),
    },
  }) as typeof form;
}

/** The caller's privacy as saved. */
export const privacyLogic = resourceOf(settings.loadPrivacy);

/** Saving who may write and who sees one's friends. */
export const savePrivacyLogic = formOf(settings.savePrivacy);

/** Saving one's interests. */
export const saveInterestsLogic = formOf(settings.saveInterests);

/** Asking for a new e-mail address (confirmed with the password; the session shows it pending). */
export const changeEmailLogic = (session: SessionActor) => formOf(settings.changeEmail(session));

/** The new address's link: used as it opens (any browser: the code is the proof). */
export const emailLinkLogic = (session: SessionActor) =>
  linkCodeMachine.provide({
    actors: { check: settings.checkEmailCode, use: settings.confirmEmail(session) },
  });
