import "../../components/mantine-styles";
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef } from "@xstate/react";
import { Schema } from "effect";
import { useEffect, useState } from "react";
import { grantFranchise } from "../../../api/endpoints/structure";
import { type Franchise, FranchiseHolder } from "../../../api/schema/structure";
import type { PublicUser } from "../../../api/schema/user";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import {
  franchiseHoldersLogic,
  grantFranchiseLogic,
  type HolderRow,
  holderRow,
} from "../../app/wiring/franchises";
import { searchListLogic } from "../../app/wiring/people";
import { dateLabel } from "../../components/dates/format";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { MemberBadge } from "../../components/members/member-badge";
import { MemberList } from "../../components/members/member-list";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruFranchises } from "../../i18n/ru.franchises";
import { ruFriends } from "../../i18n/ru.friends";
import css from "./franchisees-page.module.css";

const t = ruFranchises.admin;
const isHolder = Schema.is(FranchiseHolder);
const named = (franchise: Franchise) =>
  ruFranchises.franchise(franchise.name, franchise.territory, franchise.territoryKind);

/**
 * /admin/users/franchisees (issue 29): every franchise holder with their franchises and their structure's
 * size; a franchise granted to a member found by name or e-mail, and revoked after a yes in the app's dialog.
 */
export function FranchiseesPage({ title }: { title: string }) {
  const holders = useActorRef(franchiseHoldersLogic, { input: {} });
  const [said, setSaid] = useState<string | null>(null);
  return (
    <Stack gap="lg" className={css.root}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm">{t.text}</Text>
      <GrantPanel
        onGranted={(holder, name) => {
          holders.send({ type: "list.upsert", row: holderRow(holder) });
          setSaid(t.grant.granted(name, holder.user.name));
        }}
      />
      <Text role="status" size="sm" fw={500}>
        {said}
      </Text>
      <section aria-labelledby="franchise-holders-title" className={css.section}>
        <Title order={2} size="h4" id="franchise-holders-title">
          {t.holders.title}
        </Title>
        <Holders list={holders} onRevoked={setSaid} />
      </section>
    </Stack>
  );
}

/** Finding a member, then the franchise's name and territory. */
function GrantPanel({ onGranted }: { onGranted: (holder: FranchiseHolder, name: string) => void }) {
  const [member, setMember] = useState<PublicUser | null>(null);
  // A fresh form (and search) after each grant.
  const [round, setRound] = useState(0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="franchise-grant-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="franchise-grant-title">
          {t.grant.title}
        </Title>
        {member ? (
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t.grant.picked}
            </Text>
            <MemberBadge member={member} link />
            <Button size="compact-sm" variant="subtle" onClick={() => setMember(null)}>
              {t.grant.other}
            </Button>
          </Group>
        ) : (
          <MemberSearch key={round} onPick={setMember} />
        )}
        <GrantForm
          key={round}
          member={member}
          onGranted={(holder, name) => {
            onGranted(holder, name);
            setMember(null);
            setRound((was) => was + 1);
          }}
        />
      </Stack>
    </Paper>
  );
}

/** Members by name or e-mail as the administrator types (the people search), each with «Выбрать». */
function MemberSearch({ onPick }: { onPick: (member: PublicUser) => void }) {
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 300);
  return (
    <Stack gap="xs">
      <TextInput
        label={t.grant.search}
        placeholder={t.grant.searchHint}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        type="search"
        data-franchise-member-search=""
      />
      {query ? <Found key={query} text={query} onPick={onPick} /> : null}
    </Stack>
  );
}

function Found({ text, onPick }: { text: string; onPick: (member: PublicUser) => void }) {
  const [logic] = useState(() => searchListLogic(text));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList
      list={list}
      kind="franchise-candidates"
      texts={{ loading: t.grant.loading, failed: t.grant.failed, empty: t.grant.empty }}
      actions={(member) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t.grant.pickMember(member.name)}
          onClick={() => onPick(member)}
        >
          {t.grant.pick}
        </Button>
      )}
    />
  );
}

function GrantForm({
  member,
  onGranted,
}: {
  member: PublicUser | null;
  onGranted: (holder: FranchiseHolder, name: string) => void;
}) {
  const form = useForm(grantFranchiseLogic, { schema: grantFranchise.body });
  const granted = form.succeeded ? form.result : undefined;
  const name = form.submission?.name;
  useEffect(() => {
    if (granted && name !== undefined) onGranted(granted, name);
  }, [granted, name, onGranted]);
  return (
    <MachineForm
      form={form}
      onSubmit={(element) => form.submit(element, { values: { userId: member ? String(member.id) : "" } })}
    >
      {form.fieldErrors.userId ? (
        <Text size="sm" c="red" role="alert">
          {member ? form.fieldErrors.userId : t.grant.pickFirst}
        </Text>
      ) : null}
      <TextInput
        name="name"
        label={t.grant.name}
        description={t.grant.nameHint}
        maxLength={100}
        required
        error={form.fieldErrors.name}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          name="territory"
          label={t.grant.territory}
          description={t.grant.territoryHint}
          maxLength={100}
          required
          error={form.fieldErrors.territory}
        />
        <NativeSelect
          name="territoryKind"
          label={t.grant.kind}
          data={[
            { value: "city", label: t.grant.kindCity },
            { value: "region", label: t.grant.kindRegion },
          ]}
          description={t.grant.kindHint}
          error={form.fieldErrors.territoryKind}
        />
      </SimpleGrid>
      <ProblemAlert problem={form.problem} />
      <Group>
        <SubmitButton form={form} fullWidth={false}>
          {t.grant.submit}
        </SubmitButton>
      </Group>
    </MachineForm>
  );
}

/** The holders, each with their franchises (each revoked after a yes) and their structure's size. */
function Holders({
  list,
  onRevoked,
}: {
  list: PagedListActor<HolderRow>;
  onRevoked: (said: string) => void;
}) {
  const dialogs = useDialogs();
  const revoke = (holder: HolderRow, franchise: Franchise) =>
    dialogs.show(
      {
        header: t.holders.revokeDialog.header,
        text: t.holders.revokeDialog.text(named(franchise), holder.name),
        confirmLabel: t.holders.revokeDialog.confirm,
        operation: dialogOperation.revokeFranchise,
        object: franchise.id,
      },
      {
        onConfirmed: ({ output }) => {
          if (isHolder(output) && output.franchises.length > 0)
            list.send({ type: "list.upsert", row: holderRow(output) });
          else list.send({ type: "list.remove", id: holder.id });
          onRevoked(t.holders.revoked(franchise.name, holder.name));
        },
      },
    );
  return (
    <PagedListView
      list={list}
      texts={{
        loading: t.holders.loading,
        failed: t.holders.failed,
        empty: t.holders.empty,
        retry: ruFriends.retry,
        more: ruFriends.more,
      }}
    >
      {(rows) => (
        <ul className={css.holders} data-franchise-holders="">
          {rows.map((holder) => (
            <li key={holder.id} className={css.holder} data-member-id={holder.id}>
              <Group gap="sm" justify="space-between">
                <MemberBadge member={holder} link />
                <Text size="sm" c="dimmed">
                  {t.holders.total(holder.total)}
                </Text>
              </Group>
              <ul className={css.franchises} aria-label={t.holders.franchisesOf(holder.name)}>
                {holder.franchises.map((franchise) => (
                  <li key={franchise.id} className={css.franchise} data-franchise-id={franchise.id}>
                    <div>
                      <Text size="sm">{named(franchise)}</Text>
                      <Text size="xs" c="dimmed">
                        {t.holders.since(dateLabel(franchise.grantedAt))}
                      </Text>
                    </div>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t.holders.revokeLabel(named(franchise), holder.name)}
                      onClick={() => revoke(holder, franchise)}
                    >
                      {t.holders.revoke}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
