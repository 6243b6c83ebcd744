import { Badge, Group, Text } from "@mantine/core";
import { memberFranchisesLogic } from "../../app/wiring/franchises";
import { useResource } from "../../components/use-resource";
import { ruFranchises as t } from "../../i18n/ru.franchises";

/**
 * The franchises a member holds (anyone's to see), small, under their structure's title: nothing while it
 * loads, when it fails or when they hold none — it is a detail, not the page's content.
 */
export function MemberFranchises({ memberId }: { memberId: number }) {
  const { data } = useResource(memberFranchisesLogic, { id: memberId });
  if (!data || data.length === 0) return null;
  return (
    <Group gap="xs" data-member-franchises="">
      <Text size="sm" fw={500} component="h2">
        {t.member.title}
      </Text>
      <Group component="ul" gap="xs" aria-label={t.member.title} m={0} p={0} style={{ listStyle: "none" }}>
        {data.map((franchise) => (
          <Badge key={franchise.id} component="li" variant="light" radius="sm" tt="none">
            {t.franchise(franchise.name, franchise.territory, franchise.territoryKind)}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
