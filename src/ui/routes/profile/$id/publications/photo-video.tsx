import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/photo-video")({
  component: ProfileIdPublicationsPhotoVideoPage,
});

function ProfileIdPublicationsPhotoVideoPage() {
  return <SectionPage section="/profile/$id/publications/photo-video" />;
}
