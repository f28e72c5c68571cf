import { type AppealClaim, DEFAULT_APPEAL_CLAIM } from "@visadesk/content/claims";

/** Id of the JSON block with the current refusal-appeal claim that the server fills in (decision 031). */
export const CLAIMS_SCRIPT_ID = "measured-claims";

/** The attribute that marks an element whose text the server replaces with the claim's current value or basis. */
export const CLAIM_ATTRIBUTE = "data-claim";

/**
 * The appeal claim the page was served with: the server writes the current one (measured from the consultancy's own
 * decided appeals when there are enough, else the figure of docs/behaviours/public-site.md#who-it-is-for) into the
 * page's JSON block, so the hydrated page shows exactly what the HTML showed. Prerendering has no document and uses the
 * site's claimed figure (docs/behaviours/public-site.md#who-it-is-for).
 */
function readClaim(): AppealClaim {
  if (import.meta.env.SSR) return DEFAULT_APPEAL_CLAIM;
  const block = document.getElementById(CLAIMS_SCRIPT_ID);
  try {
    const parsed = block?.textContent ? (JSON.parse(block.textContent) as Partial<AppealClaim>) : null;
    if (parsed && typeof parsed.value === "string" && typeof parsed.basis === "string")
      return { value: parsed.value, basis: parsed.basis };
  } catch {
    // A damaged block: the site's claimed figure (docs/behaviours/public-site.md#who-it-is-for) rather than a broken
    // page.
  }
  return DEFAULT_APPEAL_CLAIM;
}

let claim: AppealClaim | undefined;

/** The page's appeal claim, read once. */
export function appealClaim(): AppealClaim {
  claim ??= readClaim();
  return claim;
}

/**
 * The block the prerenderer writes: the figure of docs/behaviours/public-site.md#who-it-is-for, replaced by the server
 * when it sends the page.
 */
export function claimsJson(): string {
  return JSON.stringify(DEFAULT_APPEAL_CLAIM).replace(/</g, "\\u003c");
}
