import axe from "axe-core";

/** axe-core's violations inside `element`, one line each (rule: targets); colour contrast is off, as jsdom paints nothing. */
export async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
