import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/location")({
  component: AdminLocationPage,
});

function AdminLocationPage() {
  return <SectionPage section="/admin/location" />;
}
