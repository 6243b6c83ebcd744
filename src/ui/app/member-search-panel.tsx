import "../components/mantine-styles";
import { Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { MemberList } from "../components/members/member-list";
import { ruPeople as t } from "../i18n/ru.people";
import css from "./header-panel.module.css";
import { searchListLogic } from "./wiring/people";

/**
 * The header's member search: a name as the member types it (case and «ё» do not matter), the matches as
 * links to their profiles, more on demand. Opening one closes the panel. A chunk of its own
 * (src/ui/app/header.tsx).
 */
export default function MemberSearchPanel({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 250);
  return (
    <section className={css.panel} aria-labelledby="member-search-title">
      <div className={css.head}>
        <h2 id="member-search-title" className={css.title}>
          {t.title}
        </h2>
      </div>
      <Stack gap="xs" p="sm" pt={0}>
        <TextInput
          type="search"
          aria-label={t.label}
          placeholder={t.placeholder}
          value={text}
          maxLength={100}
          data-autofocus
          // The search is what the panel is for: the cursor goes straight there.
          autoFocus
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {/* A click on a member's link opens their profile: the panel has done its work. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interaction; this only closes the panel after one */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too */}
        <div onClick={(event) => (event.target as Element).closest("a") && onClose()}>
          {query ? <Results key={query} text={query} /> : <p className={css.empty}>{t.hint}</p>}
        </div>
      </Stack>
    </section>
  );
}

function Results({ text }: { text: string }) {
  const [logic] = useState(() => searchListLogic(text));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList
      list={list}
      kind="member-search"
      texts={{ loading: t.loading, failed: t.failed, empty: t.empty }}
    />
  );
}
