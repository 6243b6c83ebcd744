import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import { KeepAlive } from "../../../app/keep-alive";
import { ProfilePage } from "../../../pages/profile/profile-page";
import { editOwnerOnly, guard } from "../../-guards/guards";
import { hint, searchOf } from "../../-params/search";

/** `type=edit` opens the profile editing screen (spec §2), for the owner only (spec §6). */
const profileSearch = searchOf(Schema.Struct({ type: hint(Schema.Literal("edit")) }));
export type ProfileSearch = typeof profileSearch.Type;

/** /profile/{id}: kept alive when the visitor navigates away (spec §2). */
export const Route = createFileRoute("/profile/$id/")({
  validateSearch: profileSearch,
  beforeLoad: guard(editOwnerOnly),
  component: ProfileRoute,
});

function ProfileRoute() {
  // The layout parsed the id; read it from there (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  const { type } = Route.useSearch();
  return (
    <KeepAlive name="profile">
      <ProfilePage key={id} id={id} editing={type === "edit"} />
    </KeepAlive>
  );
}
