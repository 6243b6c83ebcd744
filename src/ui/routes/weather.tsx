import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/weather")({
  component: WeatherPage,
});

function WeatherPage() {
  return <SectionPage section="/weather" />;
}
