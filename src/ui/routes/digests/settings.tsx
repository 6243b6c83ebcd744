import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/digests/settings")({
  component: DigestsSettingsPage,
});

function DigestsSettingsPage() {
  return <SectionPage section="/digests/settings" />;
}
