import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/news")({
  component: NewsPage,
});

function NewsPage() {
  return <SectionPage section="/news" />;
}
