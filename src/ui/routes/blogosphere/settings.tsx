import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/blogosphere/settings")({
  component: BlogosphereSettingsPage,
});

function BlogosphereSettingsPage() {
  return <SectionPage section="/blogosphere/settings" />;
}
