import { browserSessionStorage, ReloadGuard } from "@visadesk/detectors";
import { ERROR_REDIRECT_MS } from "@visadesk/detectors/constants";
import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from "react";
import { reportClientError } from "#app/report-client-error.ts";
import { useNavigate } from "#lib/router.tsx";

/**
 * Sends the visitor to / after 100 ms (docs/behaviours/public-site.md#render-errors). On / itself a full reload is the
 * only way forward, so it goes through the reload-loop guard: a home page that always fails must not reload forever.
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

/** What a page shows after a render error: nothing, while the error is reported and the visitor sent home. */
export function RouteErrorRedirect({ error }: { error: unknown }) {
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

interface RouteErrorState {
  /** The error caught, or null while the page renders normally. */
  error: { value: unknown } | null;
  /** The address the error happened on: the boundary clears once the visitor is elsewhere. */
  failedPath: string | null;
}

/**
 * Inside the router, around everything it renders: any render error, a page chunk that failed to load included, is
 * reported and the visitor silently sent home (docs/behaviours/public-site.md#render-errors). Leaving the failed
 * address clears it.
 */
export class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  RouteErrorState
> {
  override state: RouteErrorState = { error: null, failedPath: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: RouteErrorState,
  ): Partial<RouteErrorState> | null {
    if (state.error === null) return null;
    if (state.failedPath === null) return { failedPath: props.pathname };
    return props.pathname === state.failedPath ? null : { error: null, failedPath: null };
  }

  override render(): ReactNode {
    return this.state.error ? <RouteErrorRedirect error={this.state.error.value} /> : this.props.children;
  }
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
