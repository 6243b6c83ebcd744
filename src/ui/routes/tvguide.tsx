import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/tvguide")({
  component: TvguidePage,
});

function TvguidePage() {
  return <SectionPage section="/tvguide" />;
}
