import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/kinderneo")({
  component: KinderneoPage,
});

function KinderneoPage() {
  return <SectionPage section="/kinderneo" />;
}
