import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/games")({
  component: GamesPage,
});

function GamesPage() {
  return <SectionPage section="/games" />;
}
