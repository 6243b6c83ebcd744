import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return <SectionPage section="/forgot-password" />;
}
