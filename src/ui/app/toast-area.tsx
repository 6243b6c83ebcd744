import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useState } from "react";
import { toastLayerClearMs } from "./toast-timing";

const LazyToastContainer = lazy(() => import("./toast-container"));

/**
 * The toast area of spec §2/§9 (top-right, 20 px from the edges: see toast-container.tsx). It watches the
 * notifications store (tiny) and loads the container only once there is something to show; the container
 * stays mounted while toasts animate out and leaves {@link toastLayerClearMs} after the last one.
 */
export function ToastArea() {
  const { notifications, queue } = useNotifications();
  const count = notifications.length + queue.length;
  const [mounted, setMounted] = useState(false);
  if (count > 0 && !mounted) setMounted(true);
  useEffect(() => {
    if (count > 0 || !mounted) return;
    const timer = setTimeout(() => setMounted(false), toastLayerClearMs);
    return () => clearTimeout(timer);
  }, [count, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  ) : null;
}
