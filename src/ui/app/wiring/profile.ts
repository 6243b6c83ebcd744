import { loadProfile, loadViewedProfile } from "../../../machines/friends/friends.actors";
import { formOf } from "../../../machines/lib/form.machine";
import { resourceOf } from "../../../machines/lib/resource.machine";
import { profileActors } from "../../../machines/profile/profile.actors";
import type { SessionActor } from "../../session/handle";

// The profile's composition root: the profile card and the settings forms with their real actors. The
// profile, settings and friends pages import this.

/** A member's profile (`GET /api/users/profile/{id}`): card, friendship, counters. */
export const profileLogic = resourceOf(loadProfile);

/** Another member's profile, opened: the view is counted (once a day) before it is read. */
export const viewedProfileLogic = resourceOf(loadViewedProfile);

/** The profile form: name, about, avatar; the session takes the new card. */
export const updateProfileLogic = (session: SessionActor) => formOf(profileActors.updateProfile(session));

/** Changing one's password. */
export const changePasswordLogic = formOf(profileActors.changePassword);

/** Deleting one's account with the password; `leave` runs once the session has ended. */
export const deleteAccountLogic = (session: SessionActor, leave: () => Promise<void>) =>
  formOf(profileActors.deleteAccount(session, leave));
