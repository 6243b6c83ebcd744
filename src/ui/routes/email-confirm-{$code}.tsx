import { createFileRoute } from "@tanstack/react-router";
import { EmailConfirmPage } from "../pages/account/email-confirm-page";

/** A new e-mail address confirmed by the code of its mailed link: /email-confirm-{code}. Anyone may open it. */
export const Route = createFileRoute("/email-confirm-{$code}")({
  component: EmailConfirmRoute,
});

function EmailConfirmRoute() {
  const { code } = Route.useParams();
  // Another link opened in the same tab is a new page, with its own machine.
  return <EmailConfirmPage key={code} code={code} />;
}
