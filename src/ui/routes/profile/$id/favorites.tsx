import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/favorites")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdFavoritesPage,
});

function ProfileIdFavoritesPage() {
  return <SectionPage section="/profile/$id/favorites" />;
}
