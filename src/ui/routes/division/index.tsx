import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/division/")({
  component: DivisionPage,
});

function DivisionPage() {
  return <SectionPage section="/division" />;
}
