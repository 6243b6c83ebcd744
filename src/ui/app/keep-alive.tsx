/**
 * Keep-alive of spec §2: only the home page and /profile/{id} stay mounted when the visitor navigates
 * away, so coming back shows the same instance with its state and scroll position.
 *
 * The route component renders a <KeepAlive> slot. The page element itself is rendered by the
 * <KeepAliveHost> in the root, through a portal into a container that is moved into the slot while the
 * route is shown and into a hidden parking place when it is not. The portal's container never changes,
 * so React keeps the instance; <Activity mode="hidden"> pauses its effects while it is away.
 * Kept pages get their params as props (never route hooks): they keep rendering while hidden.
 */
import {
  Activity,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

export type KeepAliveName = "home" | "profile";

interface Kept {
  readonly element: ReactNode;
  readonly container: HTMLElement;
}

interface KeepAliveApi {
  attach(name: KeepAliveName, slot: HTMLElement, element: ReactNode): void;
  update(name: KeepAliveName, element: ReactNode): void;
  detach(name: KeepAliveName): void;
}

const KeepAliveContext = createContext<KeepAliveApi | null>(null);

export function KeepAliveHost({ children }: { children: ReactNode }) {
  const [kept, setKept] = useState<Partial<Record<KeepAliveName, Kept>>>({});
  const [active, setActive] = useState<KeepAliveName | null>(null);
  const park = useRef<HTMLDivElement>(null);
  const containers = useRef(new Map<KeepAliveName, HTMLElement>());
  const scrollY = useRef(new Map<KeepAliveName, number>());
  const current = useRef<KeepAliveName | null>(null);

  useEffect(() => {
    const remember = () => {
      if (current.current) scrollY.current.set(current.current, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  const api = useMemo<KeepAliveApi>(
    () => ({
      attach(name, slot, element) {
        let container = containers.current.get(name);
        if (!container) {
          container = document.createElement("div");
          container.style.display = "contents";
          container.dataset.keepaliveContainer = name;
          containers.current.set(name, container);
        }
        slot.appendChild(container);
        current.current = name;
        const kept = { element, container };
        setKept((prev) => ({ ...prev, [name]: kept }));
        setActive(name);
        const y = scrollY.current.get(name);
        // After the router's own scroll reset for the new location.
        if (y) requestAnimationFrame(() => window.scrollTo(0, y));
      },
      update(name, element) {
        setKept((prev) => {
          const entry = prev[name];
          return entry && entry.element !== element ? { ...prev, [name]: { ...entry, element } } : prev;
        });
      },
      detach(name) {
        if (current.current === name) current.current = null;
        const container = containers.current.get(name);
        if (container && park.current) park.current.appendChild(container);
        setActive((a) => (a === name ? null : a));
      },
    }),
    [],
  );

  return (
    <KeepAliveContext.Provider value={api}>
      {children}
      <div ref={park} hidden data-keepalive-park="" />
      {(Object.keys(kept) as KeepAliveName[]).map((name) => {
        const entry = kept[name];
        if (!entry) return null;
        return (
          <Activity key={name} name={`keep-alive:${name}`} mode={active === name ? "visible" : "hidden"}>
            {createPortal(entry.element, entry.container)}
          </Activity>
        );
      })}
    </KeepAliveContext.Provider>
  );
}

/** Marks where a kept-alive page appears; `children` is the page element (re-sent when it changes). */
export function KeepAlive({ name, children }: { name: KeepAliveName; children: ReactNode }) {
  const api = useContext(KeepAliveContext);
  const slot = useRef<HTMLDivElement>(null);
  const latest = useRef(children);
  latest.current = children;

  useLayoutEffect(() => {
    if (!api || !slot.current) return;
    api.attach(name, slot.current, latest.current);
    return () => api.detach(name);
  }, [api, name]);

  useLayoutEffect(() => {
    api?.update(name, children);
  }, [api, name, children]);

  // Without a host (e.g. a component test) the page simply renders in place.
  if (!api) return <>{children}</>;
  return <div ref={slot} style={{ display: "contents" }} data-keepalive-slot={name} />;
}
