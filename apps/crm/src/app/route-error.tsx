import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Component, type ReactNode } from "react";
import { Link, Outlet, useLocation } from "react-router";

/**
 * Around the pages inside the CRM's frame: a page that throws while rendering (its code failed to load, say) shows
 * RouteError in its place, with the navigation still around it. A new page starts afresh (the boundary is keyed by the
 * path).
 */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <CaughtError key={pathname}>
      <Outlet />
    </CaughtError>
  );
}

class CaughtError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A CRM page failed to render", error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A page that failed to render: the user stays inside the CRM, with a retry and the way home. */
export function RouteError() {
  return (
    <EmptyState
      role="alert"
      icon={<TriangleAlert className="size-8" />}
      title="This page ran into a problem"
      description="Nothing you saved is lost. Try again, or go back to your day."
      action={
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Link to="/crm" className="inline-flex h-10 items-center font-semibold text-brand-700 underline">
            Back to My day
          </Link>
        </div>
      }
    />
  );
}
