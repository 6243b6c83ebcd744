import "../../components/mantine-styles";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { resourcesLogic } from "../../app/wiring/profile";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruResources as t } from "../../i18n/ru.settings";
import css from "./profile.module.css";

/** /profile/{id}/resources: the member's public chats, bots and channels (spec §3 Profile `resources`). */
export function ResourcesPage({ id }: { id: number }) {
  const resources = useResource(resourcesLogic, { id });
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby="resources-title">
      <Stack gap="md">
        <Title order={1} id="resources-title" className={css.name}>
          {t.title}
        </Title>
        <ResourceView resource={resources} loading={t.loading}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed">{t.empty}</Text>
            ) : (
              <ul className={css.roles}>
                {list.map((resource) => (
                  <Group key={resource.id} component="li" gap="xs">
                    <Badge variant="light">{t.types[resource.restypeId]}</Badge>
                    <Text>{resource.title}</Text>
                  </Group>
                ))}
              </ul>
            )
          }
        </ResourceView>
      </Stack>
    </Paper>
  );
}
