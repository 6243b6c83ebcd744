import "../../components/mantine-styles";
import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { Favorite, FavoriteKind } from "../../../api/schema/favorite";
import { favoriteKinds } from "../../../api/schema/favorite";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import {
  selectToggleOn,
  selectToggleProblem,
  selectToggleSaving,
} from "../../../machines/lib/toggle.selectors";
import { favoriteLogic, favoritesListLogic } from "../../app/wiring/favorites";
import { Moment } from "../../components/dates/moment";
import { AnchorLink, ButtonLink } from "../../components/links";
import { MemberAvatar } from "../../components/members/member-badge";
import css from "../../components/members/member-list.module.css";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruFriends } from "../../i18n/ru.friends";
import { ruFavorites as t } from "../../i18n/ru.settings";

type Shown = FavoriteKind | "all";
const shownOf = (value: string): Shown => favoriteKinds.find((kind) => kind === value) ?? "all";

/**
 * /profile/{id}/favorites (the owner only): the members and messages the member bookmarked, newest first,
 * all or of one kind. «Убрать» takes one out at once and offers «Вернуть» in its place.
 */
export function FavoritesPage({ id }: { id: number }) {
  const [shown, setShown] = useState<Shown>("all");
  return (
    <Stack gap="md" data-page="favorites">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <SegmentedControl
        value={shown}
        onChange={(value) => setShown(shownOf(value))}
        data={(["all", ...favoriteKinds] as const).map((kind) => ({ value: kind, label: t.kinds[kind] }))}
        style={{ alignSelf: "flex-start" }}
      />
      {/* Another kind is another list (its own machine and pages). */}
      <FavoritesList key={shown} ownerId={id} kind={shown === "all" ? undefined : shown} />
    </Stack>
  );
}

function FavoritesList({ ownerId, kind }: { ownerId: number; kind: FavoriteKind | undefined }) {
  const [logic] = useState(() => favoritesListLogic(kind));
  const list = useActorRef(logic, { input: {} });
  return <Rows list={list} ownerId={ownerId} />;
}

function Rows({ list, ownerId }: { list: PagedListActor<Favorite>; ownerId: number }) {
  return (
    <PagedListView list={list} texts={t}>
      {(rows) => (
        <ul className={css.list} data-favorites="">
          {rows.map((favorite) => (
            <li key={favorite.id} className={css.row} data-favorite-kind={favorite.kind}>
              {favorite.kind === "member" ? (
                <AnchorLink
                  to="/profile/$id"
                  params={{ id: favorite.user.id }}
                  className={css.link}
                  aria-label={ruFriends.open(favorite.user.name)}
                >
                  <Group gap="sm" wrap="nowrap">
                    <MemberAvatar member={favorite.user} />
                    <Text fw={500}>{favorite.user.name}</Text>
                  </Group>
                </AnchorLink>
              ) : (
                <Group gap="sm" wrap="nowrap" align="flex-start" className={css.link}>
                  <MemberAvatar member={favorite.message.author} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" c="dimmed">
                      {t.messageOf(favorite.message.author.name)} · <Moment at={favorite.message.sentAt} />
                    </Text>
                    <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                      {favorite.message.content || t.withFiles}
                    </Text>
                    <ButtonLink
                      to="/profile/$id/chat"
                      params={{ id: ownerId }}
                      size="compact-xs"
                      variant="subtle"
                      px={0}
                    >
                      {t.openChat}
                    </ButtonLink>
                  </div>
                </Group>
              )}
              <RemoveToggle
                favorite={favorite}
                what={
                  favorite.kind === "member" ? favorite.user.name : t.messageOf(favorite.message.author.name)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

/** «Убрать», then «Убрано … · Вернуть» in the row's place until the page is left: the undo is one press. */
function RemoveToggle({ favorite, what }: { favorite: Favorite; what: string }) {
  const [logic] = useState(() => favoriteLogic({ kind: favorite.kind, targetId: favorite.targetId }));
  const toggle = useActorRef(logic, { input: { on: true } });
  const on = useSelector(toggle, selectToggleOn);
  const saving = useSelector(toggle, selectToggleSaving);
  const problem = useSelector(toggle, selectToggleProblem);
  const flip = () => toggle.send({ type: "toggle.flip" });
  return (
    <Group gap="xs" wrap="nowrap">
      {on ? (
        <Button size="xs" variant="default" loading={saving} onClick={flip} aria-label={t.removeOf(what)}>
          {t.remove}
        </Button>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t.removed(what)}
          </Text>
          <Button size="xs" variant="light" loading={saving} onClick={flip}>
            {t.undo}
          </Button>
        </>
      )}
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem.message}
        </Text>
      ) : null}
    </Group>
  );
}
