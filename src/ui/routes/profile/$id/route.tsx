import { createFileRoute, Outlet } from "@tanstack/react-router";
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
  return (
    <div data-layout="user-profile">
      <ProfileNav id={id} />
      <Outlet />
    </div>
  );
}
