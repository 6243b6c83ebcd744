import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/publications/visio")({
  component: AdminPublicationsVisioPage,
});

function AdminPublicationsVisioPage() {
  return <SectionPage section="/admin/publications/visio" />;
}
