import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/jobs")({
  component: JobsPage,
});

function JobsPage() {
  return <SectionPage section="/jobs" />;
}
