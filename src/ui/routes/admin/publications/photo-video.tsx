import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/publications/photo-video")({
  component: AdminPublicationsPhotoVideoPage,
});

function AdminPublicationsPhotoVideoPage() {
  return <SectionPage section="/admin/publications/photo-video" />;
}
