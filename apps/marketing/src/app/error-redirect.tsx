import { browserSessionStorage, ReloadGuard } from "@visadesk/detectors";
import { ERROR_REDIRECT_MS } from "@visadesk/detectors/constants";
import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from "react";
import { useNavigate, useRouteError } from "react-router-dom";
import { reportClientError } from "#app/report-client-error.ts";

/**
 * Sends the visitor to / after 100 ms (SPEC.md §4). On / itself a full reload is the only way forward, so it goes
 * through the reload-loop guard: a home page that always fails must not reload forever.
 */
function scheduleRedirect(goHome: () => void): () => void {
  const timer = setTimeout(() => {
    if (window.location.pathname !== "/") {
      goHome();
      return;
    }
    new ReloadGuard(browserSessionStorage()).tryReload("/render-error", () => window.location.reload());
  }, ERROR_REDIRECT_MS);
  return () => clearTimeout(timer);
}

/** The router's error element: reports the error and silently redirects home. */
export function RouteErrorRedirect() {
  const error = useRouteError();
  const navigate = useNavigate();
  const reported = useRef(false);

  useEffect(() => {
    if (!reported.current) {
      reported.current = true;
      reportClientError(error);
    }
    return scheduleRedirect(() => navigate("/", { replace: true }));
  }, [error, navigate]);

  return null;
}

/** Catches render errors outside the router (providers, the router itself) the same way. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  #cancel: (() => void) | null = null;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
    this.#cancel = scheduleRedirect(() => window.location.replace("/"));
  }

  override componentWillUnmount(): void {
    this.#cancel?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
