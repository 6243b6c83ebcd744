import { loadProfile, loadViewedProfile } from "../../../machines/friends/friends.actors";
import { formOf } from "../../../machines/lib/form.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { profileActors } from "../../../machines/profile/profile.actors";
import { settingsActors } from "../../../machines/profile/settings.actors";
import { linkCodeMachine } from "../../../machines/session/link-code.machine";
import type { SessionActor } from "../../session/handle";

// The profile's composition root: the profile card and the settings forms with their real actors. The
// profile, settings and friends pages import this.

/** A member's profile (`GET /api/users/profile/{id}`): card, friendship, counters. */
export const profileLogic = resourceOf(loadProfile);

/** A member's public chats, bots and channels. */
export const resourcesLogic = resourceOf(profileActors.listResources);

/** Another member's profile, opened: the view is counted (once a day) before it is read. */
export const viewedProfileLogic = resourceOf(loadViewedProfile);

/** The profile form: name, about, avatar; the session takes the new card. */
export const updateProfileLogic = (session: SessionActor) => formOf(profileActors.updateProfile(session));

/** Changing one's password. */
export const changePasswordLogic = formOf(profileActors.changePassword);

/** Deleting one's account with the password; `leave` runs once the session has ended. */
export const deleteAccountLogic = (session: SessionActor, leave: () => Promise<void>) =>
  formOf(profileActors.deleteAccount(session, leave));

/** The caller's privacy as saved. */
export const privacyLogic = resourceOf(settingsActors.loadPrivacy);

/** Saving who may write and who sees one's friends. */
export const savePrivacyLogic = formOf(settingsActors.savePrivacy);

/** Saving one's interests. */
export const saveInterestsLogic = formOf(settingsActors.saveInterests);

/** Asking for a new e-mail address (confirmed with the password; the session shows it pending). */
export const changeEmailLogic = (session: SessionActor) => formOf(settingsActors.changeEmail(session));

/** The new address's link: used as it opens (any browser: the code is the proof). */
export const emailLinkLogic = (session: SessionActor) =>
  linkCodeMachine.provide({
    actors: { check: settingsActors.checkEmailCode, use: settingsActors.confirmEmail(session) },
  });
