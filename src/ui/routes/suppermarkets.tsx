import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/suppermarkets")({
  component: SuppermarketsPage,
});

function SuppermarketsPage() {
  return <SectionPage section="/suppermarkets" />;
}
