import "../../components/mantine-styles";
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { resourcesLogic } from "../../app/wiring/profile";
import { ProblemAlert } from "../../components/form/fields";
import { useResource } from "../../components/use-resource";
import { ruResources as t } from "../../i18n/ru.settings";
import css from "./profile.module.css";

/** /profile/{id}/resources: the member's public chats, bots and channels (spec §3 Profile `resources`). */
export function ResourcesPage({ id }: { id: number }) {
  const { data: resources, problem, reload } = useResource(resourcesLogic, { id });
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby="resources-title">
      <Stack gap="md">
        <Title order={1} id="resources-title" className={css.name}>
          {t.title}
        </Title>
        {resources ? (
          resources.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <ul className={css.roles}>
              {resources.map((resource) => (
                <Group key={resource.id} component="li" gap="xs">
                  <Badge variant="light">{t.types[resource.restypeId]}</Badge>
                  <Text>{resource.title}</Text>
                </Group>
              ))}
            </ul>
          )
        ) : problem ? (
          <ProblemAlert problem={problem}>
            <Button size="xs" variant="subtle" onClick={reload}>
              {t.retry}
            </Button>
          </ProblemAlert>
        ) : (
          <Loader role="status" size="sm" aria-label={t.loading} />
        )}
      </Stack>
    </Paper>
  );
}
