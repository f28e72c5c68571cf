import { useState } from "react";
import { useSearchParams } from "react-router";
import { DayInput } from "#components/day-input.tsx";
import { FILTER_WIDTH } from "#components/list-toolbar.tsx";
import { dayText } from "#lib/day-text.ts";

/** The deals' expected-close range filter (`?closeFrom=&closeTo=`), typed day first. */
export function DealCloseRange() {
  const [params, setParams] = useSearchParams();
  const [from, setFrom] = useState(dayText(params.get("closeFrom")));
  const [to, setTo] = useState(dayText(params.get("closeTo")));
  const set = (name: string) => (day: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (day) next.set(name, day);
      else next.delete(name);
      return next;
    });
  return (
    <>
      <DayInput
        label="Closes from"
        className={FILTER_WIDTH}
        formatHint={false}
        value={from}
        onChange={setFrom}
        onDay={set("closeFrom")}
      />
      <DayInput
        label="Closes by"
        className={FILTER_WIDTH}
        formatHint={false}
        value={to}
        onChange={setTo}
        onDay={set("closeTo")}
      />
    </>
  );
}
