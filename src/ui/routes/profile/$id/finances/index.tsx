import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/finances/")({
  component: ProfileIdFinancesPage,
});

function ProfileIdFinancesPage() {
  return <SectionPage section="/profile/$id/finances" />;
}
