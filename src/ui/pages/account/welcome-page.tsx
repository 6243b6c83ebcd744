import { Badge, Card, Loader, SimpleGrid, Text, Title } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { selectUser } from "../../../machines/session/session.selectors";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import { useSession } from "../../session/hooks";
import css from "./account.module.css";
import "../../components/mantine-styles";
import { ButtonLink } from "../../components/links";

const t = ruAccount.welcome;
/** A step's button: its label wraps rather than being cut. */
const stepButton = { root: css.stepButton, label: css.stepLabel };

/**
 * /welcome (members only, see its guard): a greeting by name and the first three steps. That the address
 * is confirmed is said only on arriving from the verification link (./arrival.ts), not on a later visit.
 */
export function WelcomePage() {
  const user = useSession(selectUser);
  const verified = useLocation({ select: (location) => location.state.verified === true });
  if (!user) {
    return (
      <div className={css.center} role="status">
        <Loader aria-hidden="true" />
        <Text>{ru.session.checking}</Text>
      </div>
    );
  }

  return (
    <section className={css.wide} aria-labelledby="welcome-title" data-screen="welcome">
      <Title order={1} id="welcome-title" className={css.title}>
        {t.title(user.name)}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {verified ? t.verifiedText : t.text}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        component="ul"
        aria-label={t.stepsLabel}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        <Step title={t.profileTitle} text={t.profileText}>
          <ButtonLink
            to="/profile/$id"
            params={{ id: user.id }}
            search={{ type: "edit" }}
            fullWidth
            classNames={stepButton}
          >
            {t.profileAction}
          </ButtonLink>
        </Step>
        <Step title={t.phoneTitle} text={t.phoneText}>
          {user.phoneVerified ? (
            <Badge color="green" variant="light" size="lg">
              {t.phoneDone}
            </Badge>
          ) : (
            <ButtonLink
              to="/profile/$id/settings"
              params={{ id: user.id }}
              variant="light"
              fullWidth
              classNames={stepButton}
            >
              {t.phoneAction}
            </ButtonLink>
          )}
        </Step>
        <Step title={t.exploreTitle} text={t.exploreText}>
          <ButtonLink to="/" variant="default" fullWidth classNames={stepButton}>
            {t.exploreAction}
          </ButtonLink>
        </Step>
      </SimpleGrid>
    </section>
  );
}

function Step({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      padding="lg"
      style={{ display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-sm)" }}
    >
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" style={{ flex: 1 }}>
        {text}
      </Text>
      {children}
    </Card>
  );
}
