import "../../components/mantine-styles";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import {
  selectFigures,
  selectFiguresAt,
  selectFiguresLoading,
  selectFiguresProblem,
} from "../../../machines/people/figures.selectors";
import { figuresLogic } from "../../app/wiring/people";
import { timeLabel } from "../../components/dates/format";
import { AnchorLink } from "../../components/links";
import { ruAdmin } from "../../i18n/ru.admin";

const t = ruAdmin.home;

/** /admin: the community in three figures, fresh every 30 s, and the way to its members. */
export function AdminHome({ title }: { title: string }) {
  const figures = useActorRef(figuresLogic);
  const shown = useSelector(figures, selectFigures);
  const at = useSelector(figures, selectFiguresAt);
  const loading = useSelector(figures, selectFiguresLoading);
  const problem = useSelector(figures, selectFiguresProblem);
  const cards = [
    { label: t.members, value: shown?.members },
    { label: t.online, value: shown?.online },
    { label: t.newThisWeek, value: shown?.newThisWeek },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" aria-busy={loading && !shown}>
        {cards.map((card) => (
          <Paper key={card.label} withBorder radius="lg" p="md" component="section" aria-label={card.label}>
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fz={32} fw={700} data-figure={card.label}>
              {card.value ?? "—"}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {at ? t.countedAt(timeLabel(new Date(at).toISOString())) : t.counting}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          loading={loading}
          onClick={() => figures.send({ type: "figures.refresh" })}
        >
          {t.refresh}
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem.message}
        </Alert>
      ) : null}
      <AnchorLink to="/admin/users">{t.toMembers}</AnchorLink>
    </Stack>
  );
}
