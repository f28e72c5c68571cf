import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useRouteError } from "react-router-dom";

/** A page that failed to render: the user stays inside the CRM, with a retry and the way home. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error("A CRM page failed to render", error);
  }, [error]);
  return (
    <EmptyState
      role="alert"
      icon={<TriangleAlert className="size-8" />}
      title="This page ran into a problem"
      description="Nothing you saved is lost. Try again, or go back to your day."
      action={
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void navigate(0)}>
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
