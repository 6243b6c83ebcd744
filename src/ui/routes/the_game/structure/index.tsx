import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/the_game/structure/")({
  component: TheGameStructurePage,
});

function TheGameStructurePage() {
  return <SectionPage section="/the_game/structure" />;
}
