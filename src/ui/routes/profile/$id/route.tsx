import { createFileRoute, Outlet } from "@tanstack/react-router";
import type { SessionUser } from "../../../../api/schema/account";
import { selectUser } from "../../../../machines/session/session.selectors";
import { memberCardLogic } from "../../../app/wiring/profile";
import { ErrorScreen } from "../../../components/error-screen";
import { profileAreasFor } from "../../../components/nav-items";
import { useResource } from "../../../components/use-resource";
import { ru } from "../../../i18n/ru";
import { useSession } from "../../../session/hooks";
import { idParams } from "../../-params/ids";
import { ProfileNav } from "./-components/profile-nav";

/**
 * The user-profile layout: profile sub-navigation around every /profile/{id}/… page. An id that is not a
 * positive integer does not match, so /profile/abc is a 404.
 */
export const Route = createFileRoute("/profile/$id")({
  params: idParams("id"),
  component: ProfileLayout,
});

function ProfileLayout() {
  const { id } = Route.useParams();
  const viewer = useSession(selectUser);
  if (viewer?.id === id) return <ProfileFrame id={id} viewer={viewer} />;
  return <OthersProfile key={id} id={id} viewer={viewer} />;
}

/**
 * Someone else's profile (any, for a visitor): asked whether the member exists beside the page's own read
 * (not before it), so a missing one is spec §6's 404 screen — 'Страница не найдена' and 'На главную' —
 * without the profile's tabs.
 */
function OthersProfile({ id, viewer }: { id: number; viewer: SessionUser | null }) {
  const { problem } = useResource(memberCardLogic, { id });
  if (problem?.status === 404) {
    return <ErrorScreen status={404} message={ru.errors.profileNotFound} showMessage />;
  }
  return <ProfileFrame id={id} viewer={viewer} />;
}

/** The tabs the viewer may open (spec §6: a visitor only the profile itself) above the page. */
function ProfileFrame({ id, viewer }: { id: number; viewer: SessionUser | null }) {
  return (
    <div data-layout="user-profile">
      <ProfileNav id={id} areas={profileAreasFor(viewer, id)} />
      <Outlet />
    </div>
  );
}
