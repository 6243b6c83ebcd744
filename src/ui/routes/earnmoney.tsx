import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/earnmoney")({
  component: EarnmoneyPage,
});

function EarnmoneyPage() {
  return <SectionPage section="/earnmoney" />;
}
