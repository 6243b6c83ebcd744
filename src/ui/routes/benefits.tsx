import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/benefits")({
  component: BenefitsPage,
});

function BenefitsPage() {
  return <SectionPage section="/benefits" />;
}
