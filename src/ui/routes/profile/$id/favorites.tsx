import { createFileRoute, useParams } from "@tanstack/react-router";
import { FavoritesPage } from "../../../pages/profile/favorites-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/favorites")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdFavoritesPage,
});

function ProfileIdFavoritesPage() {
  // The layout parsed the id (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  return <FavoritesPage id={id} />;
}
