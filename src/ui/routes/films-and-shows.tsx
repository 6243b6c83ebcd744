import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/films-and-shows")({
  component: FilmsAndShowsPage,
});

function FilmsAndShowsPage() {
  return <SectionPage section="/films-and-shows" />;
}
