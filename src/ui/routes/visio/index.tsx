import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/visio/")({
  component: VisioPage,
});

function VisioPage() {
  return <SectionPage section="/visio" />;
}
