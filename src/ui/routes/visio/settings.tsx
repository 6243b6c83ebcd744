import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { guard, requireAuth } from "../-guards/guards";

export const Route = createFileRoute("/visio/settings")({
  beforeLoad: guard(requireAuth),
  component: VisioSettingsPage,
});

function VisioSettingsPage() {
  return <SectionPage section="/visio/settings" />;
}
