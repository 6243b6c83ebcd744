import "../../components/mantine-styles";
import { Stack, Title } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { membersListLogic } from "../../app/wiring/friends";
import { MemberList } from "../../components/members/member-list";
import { ruFriends } from "../../i18n/ru.friends";
import css from "./friends-page.module.css";

/**
 * /profile/{id}/subscribers and /profile/{id}/subscriptions: who follows a member (their friend requests
 * included, as on VK), or whom they follow. Live: the viewer's own follows and friendship changes.
 */
export function MembersPage({ ownerId, which }: { ownerId: number; which: "subscribers" | "subscriptions" }) {
  const t = ruFriends.members[which];
  const [logic] = useState(() => membersListLogic(ownerId, which));
  const list = useActorRef(logic, { input: {} });
  return (
    <Stack gap="md" className={css.root}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <MemberList list={list} kind={which} texts={t} />
    </Stack>
  );
}
