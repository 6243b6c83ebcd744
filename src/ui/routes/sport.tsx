import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/sport")({
  component: SportPage,
});

function SportPage() {
  return <SectionPage section="/sport" />;
}
