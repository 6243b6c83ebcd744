import { Anchor, Tabs, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { ru } from "../../i18n/ru";
import { ruAccount } from "../../i18n/ru.account";
import { AccountCard } from "./account-card";
import type { AuthSearch } from "./auth-search";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

type Tab = "auth" | "reg";

/**
 * /auth: login and registration on one page, as two tabs kept in the URL (`?page=auth`, `?page=reg`),
 * so a link can open either and Back works. A `?ref=` link opens registration.
 */
export function AuthPage({ search }: { search: AuthSearch }) {
  const navigate = useNavigate();
  const tab: Tab =
    search.page === "reg" || search.page === "auth" ? search.page : search.ref ? "reg" : "auth";
  const show = (next: Tab) => navigate({ to: "/auth", search: { ...search, page: next }, replace: true });

  return (
    <AccountCard title={ru.sections["/auth"].title} lead={ru.sections["/auth"].description}>
      <Tabs value={tab} onChange={(value) => show(value === "reg" ? "reg" : "auth")}>
        <Tabs.List grow aria-label={ruAccount.auth.tabsLabel}>
          <Tabs.Tab value="auth">{ruAccount.auth.loginTab}</Tabs.Tab>
          <Tabs.Tab value="reg">{ruAccount.auth.registerTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="auth" pt="lg">
          <LoginForm {...(search.redirect ? { redirect: search.redirect } : {})} />
          <Text size="sm" mt="md" ta="center">
            {ruAccount.login.noAccount}{" "}
            <Anchor component="button" type="button" size="sm" onClick={() => show("reg")}>
              {ruAccount.login.toRegister}
            </Anchor>
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="reg" pt="lg">
          <RegisterForm {...(search.ref ? { referral: search.ref } : {})} />
          <Text size="sm" mt="md" ta="center">
            {ruAccount.register.haveAccount}{" "}
            <Anchor component="button" type="button" size="sm" onClick={() => show("auth")}>
              {ruAccount.register.toLogin}
            </Anchor>
          </Text>
        </Tabs.Panel>
      </Tabs>
    </AccountCard>
  );
}
