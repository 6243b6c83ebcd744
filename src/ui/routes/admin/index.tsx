import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/")({
  component: AdminPage,
});

function AdminPage() {
  return <SectionPage section="/admin" />;
}
