import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/rentals")({
  component: RentalsPage,
});

function RentalsPage() {
  return <SectionPage section="/rentals" />;
}
