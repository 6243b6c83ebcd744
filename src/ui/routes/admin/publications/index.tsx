import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/publications/")({
  component: AdminPublicationsPage,
});

function AdminPublicationsPage() {
  return <SectionPage section="/admin/publications" />;
}
