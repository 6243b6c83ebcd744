import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/events")({
  component: EventsPage,
});

function EventsPage() {
  return <SectionPage section="/events" />;
}
