import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/advertisement")({
  component: AdminAdvertisementPage,
});

function AdminAdvertisementPage() {
  return <SectionPage section="/admin/advertisement" />;
}
