import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/rewards")({
  component: RewardsPage,
});

function RewardsPage() {
  return <SectionPage section="/rewards" />;
}
