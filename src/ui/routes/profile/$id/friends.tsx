import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import { FriendsFilter } from "../../../../api/schema/friend";
import { FriendsPage } from "../../../pages/friends/friends-page";
import { guard, requireAuth } from "../../-guards/guards";
import { hint, searchOf } from "../../-params/search";

/** `type=` picks the list (all by default; requests and suggestions on one's own page only). */
const friendsSearch = searchOf(Schema.Struct({ type: hint(FriendsFilter) }));

export const Route = createFileRoute("/profile/$id/friends")({
  validateSearch: friendsSearch,
  beforeLoad: guard(requireAuth),
  component: ProfileIdFriendsPage,
});

function ProfileIdFriendsPage() {
  const { id } = useParams({ from: "/profile/$id" });
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FriendsPage
      key={id}
      ownerId={id}
      type={type ?? "all"}
      onTypeChange={(next) => navigate({ search: next === "all" ? {} : { type: next }, replace: true })}
    />
  );
}
