import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/dating")({
  component: DatingPage,
});

function DatingPage() {
  return <SectionPage section="/dating" />;
}
