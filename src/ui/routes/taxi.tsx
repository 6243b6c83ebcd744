import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/taxi")({
  component: TaxiPage,
});

function TaxiPage() {
  return <SectionPage section="/taxi" />;
}
