import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/new-password-{$code}")({
  component: NewPasswordCodePage,
});

function NewPasswordCodePage() {
  return <SectionPage section="/new-password-{$code}" />;
}
