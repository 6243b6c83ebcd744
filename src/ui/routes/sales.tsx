import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/sales")({
  component: SalesPage,
});

function SalesPage() {
  return <SectionPage section="/sales" />;
}
