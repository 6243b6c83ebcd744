import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const LazyToastContainer = lazy(() => import("./toast-container"));

/**
 * The toast area of spec §2/§9 (top-right, 20 px from the edges: see toast-container.tsx). It watches the
 * notifications store (tiny) and loads the container only once there is something to show; it then
 * stays mounted so toasts can animate out.
 */
export function ToastArea() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  ) : null;
}
