import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/services/favourites")({
  component: ServicesFavouritesPage,
});

function ServicesFavouritesPage() {
  return <SectionPage section="/services/favourites" />;
}
