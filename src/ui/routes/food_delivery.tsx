import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/food_delivery")({
  component: FoodDeliveryPage,
});

function FoodDeliveryPage() {
  return <SectionPage section="/food_delivery" />;
}
