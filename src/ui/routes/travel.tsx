import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/travel")({
  component: TravelPage,
});

function TravelPage() {
  return <SectionPage section="/travel" />;
}
