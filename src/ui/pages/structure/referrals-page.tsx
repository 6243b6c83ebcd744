import "../../components/mantine-styles";
import "@mantine/core/styles/Chip.css";
import { Button, Chip, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef } from "@xstate/react";
import { type ReactNode, useState } from "react";
import type { LevelCount, ReferralMember, ReferralSummary } from "../../../api/schema/structure";
import { type PublicUser, RoleId } from "../../../api/schema/user";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import { selectHasRole, selectUserId } from "../../../machines/session/session.selectors";
import { searchListLogic } from "../../app/wiring/people";
import {
  type ReferralRow,
  referralLevelLogic,
  referralSummaryLogic,
  referrersLogic,
} from "../../app/wiring/structure";
import { copyToClipboard } from "../../components/clipboard";
import { dateLabel } from "../../components/dates/format";
import { Moment } from "../../components/dates/moment";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { AnchorLink } from "../../components/links";
import { MemberBadge } from "../../components/members/member-badge";
import { MemberList } from "../../components/members/member-list";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruStructure as t } from "../../i18n/ru.structure";
import { useSession } from "../../session/hooks";
import { MemberFranchises } from "./member-franchises";
import { ReferralQr } from "./referral-qr";
import css from "./referrals-page.module.css";

/**
 * /profile/{id}/referrals (issue 29): a member's structure. Its owner gets their referral link («Скопировать»,
 * a QR code, «Новая ссылка»); everyone the counts per level; those who may open it (the owner, anyone above
 * them, admins) the newest, the chain above and the members level by level. Live for the owner: a newcomer
 * moves the counts and appears at level 1.
 */
export function ReferralsPage({
  ownerId,
  level,
  onLevelChange,
}: {
  ownerId: number;
  /** The level whose members are listed (`?level=`); 1 when absent or beyond the deepest. */
  level: number | undefined;
  onLevelChange: (level: number) => void;
}) {
  const own = useSession(selectUserId) === ownerId;
  const admin = useSession(selectHasRole(RoleId.admin));
  const summary = useResource(referralSummaryLogic, { id: ownerId });
  // An admin's move changes the chain above: it is read afresh (a new key), the counts with it.
  const [moves, setMoves] = useState(0);
  const [moved, setMoved] = useState<string | null>(null);
  const onMoved = (referrer: string) => {
    setMoves((count) => count + 1);
    setMoved(t.move.done(referrer));
    summary.reload();
  };
  return (
    <Stack gap="lg" className={css.root} data-referrals={ownerId}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <MemberFranchises memberId={ownerId} />
      <ResourceView resource={summary} loading={t.loading} failed={t.failed}>
        {(data) => (
          <>
            {own && data.code ? <ReferralLink code={data.code} onRenewed={summary.reload} /> : null}
            <Counts summary={data} own={own} />
            {data.open && data.total > 0 ? (
              <AnchorLink to="/the_game/structure/$id" params={{ id: ownerId }} data-open-tree="">
                {t.openTree}
              </AnchorLink>
            ) : null}
            {data.open && data.newest.length > 0 ? <Newest members={data.newest} /> : null}
            {data.open ? (
              <Chain key={moves} ownerId={ownerId} own={own}>
                {admin ? <MoveUnder ownerId={ownerId} onMoved={onMoved} /> : null}
                <Text size="sm" role="status">
                  {moved}
                </Text>
              </Chain>
            ) : null}
            {data.open && data.levels.length > 0 ? (
              <Levels ownerId={ownerId} levels={data.levels} level={level} onLevelChange={onLevelChange} />
            ) : null}
          </>
        )}
      </ResourceView>
    </Stack>
  );
}

/** The owner's link: shown, copied, drawn as a QR code, and replaced after a yes in the app's dialog. */
function ReferralLink({ code, onRenewed }: { code: string; onRenewed: () => void }) {
  const link = `${window.location.origin}/auth?ref=${code}`;
  const dialogs = useDialogs();
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => setSaid((await copyToClipboard(link)) ? t.link.copied : t.link.copyFailed);
  const renew = () =>
    dialogs.show(
      {
        header: t.link.renewDialog.header,
        text: t.link.renewDialog.text,
        confirmLabel: t.link.renewDialog.confirm,
        operation: dialogOperation.newReferralLink,
        entity: "referralLink",
      },
      {
        onConfirmed: () => {
          setSaid(t.link.renewed);
          onRenewed();
        },
      },
    );
  return (
    <Paper
      withBorder
      radius="lg"
      className={css.card}
      component="section"
      aria-labelledby="referral-link-title"
    >
      <div className={css.linkCard}>
        <Stack gap="sm" className={css.linkMain}>
          <Title order={2} size="h4" id="referral-link-title">
            {t.link.title}
          </Title>
          <Text size="sm">{t.link.text}</Text>
          <TextInput
            readOnly
            label={t.link.label}
            value={link}
            data-referral-link=""
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Button onClick={() => void copy()}>{t.link.copy}</Button>
            <Button variant="default" onClick={renew}>
              {t.link.renew}
            </Button>
          </Group>
          <Text size="sm" role="status">
            {said}
          </Text>
        </Stack>
        <ReferralQr link={link} />
      </div>
    </Paper>
  );
}

/** The counts per level and the total (anyone's to see), and why the rest is closed when it is. */
function Counts({ summary, own }: { summary: ReferralSummary; own: boolean }) {
  return (
    <section aria-labelledby="referral-counts-title" className={css.section}>
      <Title order={2} size="h4" id="referral-counts-title">
        {t.counts.title}
      </Title>
      <Text fw={500} data-referral-total={summary.total}>
        {t.counts.total(summary.total)}
      </Text>
      {summary.total === 0 ? (
        <Text c="dimmed">{own ? t.counts.emptyOwn : t.counts.empty}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="xs"
          component="ul"
          className={css.counts}
          aria-label={t.counts.levelsLabel}
        >
          {summary.levels.map(({ level, members }) => (
            <li key={level} className={css.count} data-level={level}>
              <Text size="sm" c="dimmed">
                {t.counts.level(level)}
              </Text>
              <Text fw={600}>{t.counts.members(members)}</Text>
            </li>
          ))}
        </SimpleGrid>
      )}
      {summary.open ? null : <Text size="sm">{t.counts.closed}</Text>}
    </section>
  );
}

/** The newest members invited (level 1), newest first. */
function Newest({ members }: { members: ReadonlyArray<ReferralMember> }) {
  return (
    <section aria-labelledby="referral-newest-title" className={css.section}>
      <Title order={2} size="h4" id="referral-newest-title">
        {t.newest.title}
      </Title>
      <ul className={css.plain} data-referral-newest="">
        {members.map(({ user, joinedAt }) => (
          <li key={user.id}>
            <MemberBadge member={user} link>
              <Text size="xs" c="dimmed">
                <Moment at={joinedAt} />
              </Text>
            </MemberBadge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who invited the member, who invited that one… up to the root; `children` below it (an admin's move). */
function Chain({ ownerId, own, children }: { ownerId: number; own: boolean; children?: ReactNode }) {
  const chain = useResource(referrersLogic, { id: ownerId });
  return (
    <section aria-labelledby="referral-chain-title" className={css.section}>
      <Title order={2} size="h4" id="referral-chain-title">
        {t.chain.title}
      </Title>
      <ResourceView resource={chain} loading={t.chain.loading} failed={t.chain.failed}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{own ? t.chain.noneOwn : t.chain.none}</Text>
          ) : (
            <ol className={css.plain} data-referral-chain="">
              {rows.map((member) => (
                <li key={member.id}>
                  <MemberBadge member={member} link>
                    <Text size="xs" c="dimmed">
                      {t.chain.above(member.level, own)}
                    </Text>
                  </MemberBadge>
                </li>
              ))}
            </ol>
          )
        }
      </ResourceView>
      {children}
    </section>
  );
}

/**
 * An admin's correction: the member, with everyone below them, goes under another member found by name.
 * Asked first in the app's dialog, which shows a refusal (a move into their own structure: 409) there.
 */
function MoveUnder({ ownerId, onMoved }: { ownerId: number; onMoved: (referrer: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 250);
  const dialogs = useDialogs();
  const pick = (referrer: PublicUser) =>
    dialogs.show(
      {
        header: t.move.dialog.header,
        text: t.move.dialog.text(referrer.name),
        confirmLabel: t.move.dialog.confirm,
        operation: dialogOperation.moveReferral,
        entity: "referralMove",
        object: { userId: ownerId, referrerId: referrer.id },
      },
      {
        onConfirmed: () => {
          setOpen(false);
          setText("");
          onMoved(referrer.name);
        },
      },
    );
  if (!open)
    return (
      <Button variant="default" size="xs" className={css.moveOpen} onClick={() => setOpen(true)}>
        {t.move.open}
      </Button>
    );
  return (
    <Stack gap="xs" className={css.move} data-referral-move="">
      <Group gap="xs" align="end">
        <TextInput
          type="search"
          label={t.move.label}
          placeholder={t.move.placeholder}
          value={text}
          maxLength={100}
          autoFocus
          className={css.moveSearch}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button variant="subtle" onClick={() => setOpen(false)}>
          {t.move.cancel}
        </Button>
      </Group>
      {query ? (
        <MoveCandidates key={query} text={query} ownerId={ownerId} onPick={pick} />
      ) : (
        <Text size="sm" c="dimmed">
          {t.move.hint}
        </Text>
      )}
    </Stack>
  );
}

/** Members found by name, each with «Поставить под …» (not the member themself). */
function MoveCandidates({
  text,
  ownerId,
  onPick,
}: {
  text: string;
  ownerId: number;
  onPick: (referrer: PublicUser) => void;
}) {
  const [logic] = useState(() => searchListLogic(text));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList
      list={list}
      kind="referral-move"
      texts={{ loading: t.move.loading, failed: t.move.failed, empty: t.move.empty }}
      actions={(member) =>
        member.id === ownerId ? null : (
          <Button
            size="xs"
            variant="light"
            onClick={() => onPick(member)}
            aria-label={t.move.pickLabel(member.name)}
          >
            {t.move.pick}
          </Button>
        )
      }
    />
  );
}

/** The level picker (one chip a level with members) and the paged list of the level picked. */
function Levels({
  ownerId,
  levels,
  level,
  onLevelChange,
}: {
  ownerId: number;
  levels: ReadonlyArray<LevelCount>;
  level: number | undefined;
  onLevelChange: (level: number) => void;
}) {
  const shown = levels.find((row) => row.level === level) ?? levels[0];
  if (!shown) return null;
  return (
    <section aria-labelledby="referral-levels-title" className={css.section}>
      <Title order={2} size="h4" id="referral-levels-title">
        {t.level.title}
      </Title>
      <fieldset className={css.picker}>
        <legend className={css.legend}>{t.level.picker}</legend>
        <Chip.Group value={String(shown.level)} onChange={(value) => onLevelChange(Number(value))}>
          <Group gap="xs">
            {levels.map((row) => (
              <Chip
                key={row.level}
                value={String(row.level)}
                type="radio"
                name={`referral-level-${ownerId}`}
                aria-label={t.level.chipLabel(row.level, row.members)}
              >
                {t.level.chip(row.level)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
      <Text fw={500}>{t.level.heading(shown.level, shown.members)}</Text>
      <LevelList key={shown.level} ownerId={ownerId} level={shown.level} />
    </section>
  );
}

/** One level's members, 30 a page: each their card, since when, how many they invited and their structure. */
function LevelList({ ownerId, level }: { ownerId: number; level: number }) {
  const [logic] = useState(() => referralLevelLogic(ownerId, level));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList<ReferralRow>
      list={list}
      kind={`referrals-${level}`}
      texts={{ loading: t.level.loading, failed: t.level.failed, empty: t.level.empty }}
      details={(member) => (
        <>
          <Text size="xs" c="dimmed">
            {t.row.joined(dateLabel(member.joinedAt))}
          </Text>
          <Text size="xs" c="dimmed">
            {t.row.counts(member.invited, member.total)}
          </Text>
        </>
      )}
      actions={(member) =>
        member.total > 0 ? (
          <AnchorLink
            to="/profile/$id/referrals"
            params={{ id: member.id }}
            size="sm"
            aria-label={t.row.structureOf(member.name)}
            className={css.rowAction}
          >
            {t.row.structure}
          </AnchorLink>
        ) : null
      }
    />
  );
}
