import "../../components/mantine-styles";
import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Table.css";
import { Button, Chip, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { ReferralLeader } from "../../../api/schema/structure";
import { type LeaderboardQuery, referralLeadersLogic } from "../../app/wiring/franchises";
import { fullDateLabel } from "../../components/dates/format";
import { type DayRange, RangePicker } from "../../components/dates/range-picker";
import { MemberBadge } from "../../components/members/member-badge";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruAdmin } from "../../i18n/ru.admin";
import { download, leadersCsv, type Period, periodBounds, periodSlug, periods } from "./referral-results";
import css from "./referral-results-page.module.css";

const t = ruAdmin.referralResults;
const amounts = [10, 25, 50, 100] as const;

/**
 * /admin/results/referrals: members ranked by how many they invited in a period (the last day, week, month,
 * year, all time, or days picked in the Russian date picker), most or fewest first, 10 to 100 rows; the rows
 * shown download as a CSV file for Excel.
 */
export function ReferralResultsPage({ title }: { title: string }) {
  const [period, setPeriod] = useState<Period>("month");
  // The moment a rolling period was chosen: its bounds stay put while the page is open.
  const [now, setNow] = useState(() => new Date());
  const [range, setRange] = useState<DayRange>([null, null]);
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [amount, setAmount] = useState<number>(amounts[0]);
  const bounds = periodBounds(period, now, range);
  const query: LeaderboardQuery | null = bounds ? { ...bounds, order, amount } : null;
  const caption =
    period === "custom" && range[0] && range[1]
      ? t.captionRange(fullDateLabel(range[0]), fullDateLabel(range[1]))
      : t.caption(t.periods[period]);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm">{t.text}</Text>
      <fieldset className={css.periods}>
        <legend className={css.legend}>{t.period}</legend>
        <Chip.Group
          value={period}
          onChange={(value) => {
            setPeriod(value as Period);
            setNow(new Date());
          }}
        >
          <Group gap="xs">
            {periods.map((key) => (
              <Chip key={key} value={key} type="radio" name="referral-results-period">
                {t.periods[key]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
      <Group align="end" gap="md">
        {period === "custom" ? (
          <RangePicker
            label={t.range}
            description={t.rangeHint}
            placeholder={t.rangePlaceholder}
            value={range}
            onChange={setRange}
          />
        ) : null}
        <NativeSelect
          label={t.order}
          value={order}
          onChange={(event) => setOrder(event.currentTarget.value === "asc" ? "asc" : "desc")}
          data={[
            { value: "desc", label: t.orderDesc },
            { value: "asc", label: t.orderAsc },
          ]}
        />
        <NativeSelect
          label={t.amount}
          value={String(amount)}
          onChange={(event) => setAmount(Number(event.currentTarget.value))}
          data={amounts.map(String)}
        />
      </Group>
      {query ? (
        <Board key={JSON.stringify(query)} query={query} caption={caption} slug={periodSlug(query, now)} />
      ) : (
        <Text c="dimmed">{t.pickRange}</Text>
      )}
    </Stack>
  );
}

/** One query's leaderboard: the table and its CSV download. */
function Board({ query, caption, slug }: { query: LeaderboardQuery; caption: string; slug: string }) {
  const board = useResource(referralLeadersLogic, query);
  return (
    <ResourceView resource={board} loading={t.loading} failed={t.failed}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Rows rows={rows} caption={caption} slug={slug} />
        )
      }
    </ResourceView>
  );
}

function Rows({
  rows,
  caption,
  slug,
}: {
  rows: ReadonlyArray<ReferralLeader>;
  caption: string;
  slug: string;
}) {
  const save = () =>
    download(
      leadersCsv(rows, { number: t.number, member: t.member, memberId: t.memberId, invited: t.invited }),
      t.fileName(slug),
    );
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="light" onClick={save}>
          {t.download}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover data-referral-results="" captionSide="top">
          <Table.Caption className={css.caption}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.number}</Table.Th>
              <Table.Th scope="col">{t.member}</Table.Th>
              <Table.Th scope="col" className={css.figure}>
                {t.invited}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.user.id} data-member-id={row.user.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <MemberBadge member={row.user} link />
                </Table.Td>
                <Table.Td className={css.figure}>{row.invited}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
