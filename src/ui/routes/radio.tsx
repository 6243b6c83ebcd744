import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/radio")({
  component: RadioPage,
});

function RadioPage() {
  return <SectionPage section="/radio" />;
}
