import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/translate")({
  component: TranslatePage,
});

function TranslatePage() {
  return <SectionPage section="/translate" />;
}
